import { Badge, Container, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { useLostT } from './i18n';
import { useConversations } from './lostfound-api';
import { MatchesPanel } from './matches-panel';
import { MessagesPanel } from './messages-panel';
import { NikatVastu } from './nikat-vastu';
import { ReportForm } from './report-form';

const MENUS = ['lost', 'found', 'nikat-vastu', 'matches', 'messages'] as const;
type Menu = (typeof MENUS)[number];

/**
 * /lostnfound (spec 01 section 2.5): Lost, Nikat Vastu and Messages, and ours (issue 18): Found
 * and Matches. Sign-in is required.
 */
export function LostFoundPage() {
  const t = useLostT();
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const requested = params.get('menu');
  const menu: Menu = MENUS.includes(requested as Menu) ? (requested as Menu) : 'lost';
  const unread = useConversations().data?.conversations.filter((c) => c.unread).length ?? 0;
  return (
    <Container size="xl" py="md">
      <Title order={1} mb="md">
        {t('title')}
      </Title>
      <Tabs
        value={menu}
        onChange={(value) => setParams(value ? { menu: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="lost">{t('menus.lost')}</Tabs.Tab>
          <Tabs.Tab value="found">{t('menus.found')}</Tabs.Tab>
          <Tabs.Tab value="nikat-vastu">{t('menus.nikatVastu')}</Tabs.Tab>
          <Tabs.Tab value="matches">{t('menus.matches')}</Tabs.Tab>
          <Tabs.Tab
            value="messages"
            rightSection={
              unread > 0 ? (
                <Badge color="red" size="sm" aria-label={t('menus.unread', { count: unread })}>
                  {unread}
                </Badge>
              ) : undefined
            }
          >
            {t('menus.messages')}
          </Tabs.Tab>
        </Tabs.List>
        {/* Lost stays mounted, so a half-filled form survives a look at Nikat Vastu; the other
            menus mount afresh, so they show the latest reports and messages. */}
        <Tabs.Panel value="lost" keepMounted>
          <Tabs defaultValue="human" variant="pills">
            <Tabs.List mb="md">
              <Tabs.Tab value="human">{t('kinds.human')}</Tabs.Tab>
              <Tabs.Tab value="animal">{t('kinds.animal')}</Tabs.Tab>
              <Tabs.Tab value="material">{t('kinds.material')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="human">
              <ReportForm kind="human" title={t('formTitles.human')} />
            </Tabs.Panel>
            <Tabs.Panel value="animal">
              <ReportForm kind="animal" title={t('formTitles.animal')} />
            </Tabs.Panel>
            <Tabs.Panel value="material">
              <ReportForm kind="material" title={t('formTitles.material')} />
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="found" keepMounted>
          <Tabs defaultValue="human" variant="pills">
            <Tabs.List mb="md">
              <Tabs.Tab value="human">{t('kinds.human')}</Tabs.Tab>
              <Tabs.Tab value="animal">{t('kinds.animal')}</Tabs.Tab>
              <Tabs.Tab value="material">{t('kinds.material')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="human">
              <ReportForm kind="human" direction="found" title={t('foundFormTitles.human')} />
            </Tabs.Panel>
            <Tabs.Panel value="animal">
              <ReportForm kind="animal" direction="found" title={t('foundFormTitles.animal')} />
            </Tabs.Panel>
            <Tabs.Panel value="material">
              <ReportForm kind="material" direction="found" title={t('foundFormTitles.material')} />
            </Tabs.Panel>
          </Tabs>
        </Tabs.Panel>
        <Tabs.Panel value="nikat-vastu">
          <NikatVastu />
        </Tabs.Panel>
        <Tabs.Panel value="matches">
          <MatchesPanel />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessagesPanel />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
