import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EXAM_MESSAGES, studentApi } from '@vedann/contracts';
import { useCurrentUser } from '../../../lib/auth';
import { useStudentT } from '../i18n';
import { SectionLayout, useMenuChoice } from '../section-layout';
import { AdminLink, ComingSoon, OutLink, Paged, useMenus } from './exam-parts';

/** `/service/exam/studycenter`: coaching and study centres by exam, libraries' own included. */
export function StudyCenterPage() {
  const t = useStudentT();
  const { data: user } = useCurrentUser();
  const { examMenu } = useMenus();
  const { exam } = useMenuChoice(['exam']);
  return (
    <SectionLayout
      title={t('studyCentres.title')}
      intro={t('studyCentres.intro')}
      groups={[examMenu]}
      aside={
        <Group justify="space-between">
          {user?.role === 'librarian' && (
            <Anchor component={Link} to="/mgtservice/study-centers">
              {t('studyCentres.listYours')}
            </Anchor>
          )}
          <AdminLink tab="studyCentres" />
        </Group>
      }
    >
      {exam === undefined ? (
        <ComingSoon />
      ) : (
        <Paged
          list={studentApi.exams.studyCentres.list}
          rows={(answer) => answer.studyCenters}
          params={{ search: exam }}
          failed={EXAM_MESSAGES.studyCentresFailed}
          empty={EXAM_MESSAGES.studyCentresEmpty}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {rows.map((centre) => (
                <Card key={centre._id} withBorder component="article" aria-label={centre.coaching}>
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {centre.coaching}
                    </Title>
                    <Text size="sm">
                      {t('studyCentres.examType')}: {centre.examType}
                    </Text>
                    <Text size="sm">
                      {t('studyCentres.location')}: {centre.location}
                    </Text>
                    {centre.orgId && (
                      <Badge variant="light" color="teal">
                        {t('studyCentres.library')}
                      </Badge>
                    )}
                    <OutLink href={centre.website}>{t('studyCentres.website')}</OutLink>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Paged>
      )}
    </SectionLayout>
  );
}

/** `/service/exam/admitcard`: where to download each exam's admit card, by state. */
export function AdmitCardPage() {
  const t = useStudentT();
  const { states } = useMenus();
  const { state } = useMenuChoice(['state']);
  return (
    <SectionLayout
      title={t('admitCards.title')}
      intro={t('admitCards.intro')}
      groups={[states]}
      aside={<AdminLink tab="admitCards" />}
    >
      {state === undefined ? (
        <ComingSoon />
      ) : (
        <Paged
          list={studentApi.exams.admitCards.list}
          rows={(answer) => answer.admitCards}
          params={{ state }}
          failed={EXAM_MESSAGES.admitCardsFailed}
          empty={EXAM_MESSAGES.admitCardsEmpty}
          errorTitle={t('error')}
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {rows.map((card) => (
                <Card key={card._id} withBorder component="article" aria-label={card.exam}>
                  <Stack gap={6}>
                    <Title order={2} size="h4">
                      {card.exam}
                    </Title>
                    <OutLink href={card.websiteLink}>{t('admitCards.link')}</OutLink>
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </Paged>
      )}
    </SectionLayout>
  );
}
