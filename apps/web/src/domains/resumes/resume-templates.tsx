import { Fragment, type ReactNode } from 'react';
import { Anchor, Box, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  educationDetails,
  resumeSections,
  type ResumeData,
  type ResumeSection,
  type ResumeTemplate,
} from '@vedann/contracts';
import { useResumesT } from './i18n';

const BULLET = '  •  ';
const present = (value: string) => value.trim() !== '';
const joined = (parts: string[], separator: string) => parts.filter(present).join(separator);

/** The resume's headings: the page's own (h1) when the preview is the page, one level lower beside the form. */
export type HeadingLevel = 1 | 2;

/** An entry's bullet points, as the PDF draws them. */
function Points({ points, size }: { points: string[]; size?: 'sm' }) {
  if (points.length === 0) return null;
  return (
    <List size={size ?? 'sm'} spacing={0}>
      {points.map((point, i) => (
        <List.Item key={i}>{point}</List.Item>
      ))}
    </List>
  );
}

/** The sections in the person's order. */
function ordered(order: readonly ResumeSection[], parts: Record<ResumeSection, ReactNode>) {
  return order.map((section) => <Fragment key={section}>{parts[section]}</Fragment>);
}

/** Vedann's own template, as the PDF draws it: a coloured name band and coloured headings. */
function VedannTemplate({ resume, level }: { resume: ResumeData; level: HeadingLevel }) {
  const t = useResumesT();
  const { order, skills, experience, projects, education, certificates } = resumeSections(resume);
  const heading = (title: string) => (
    <Title order={(level + 1) as 2 | 3} size="h4" c="blue.7" mt="sm">
      {title}
    </Title>
  );
  return (
    <Paper withBorder shadow="sm" component="article" aria-label={t('document.label')}>
      <Box bg="blue.7" c="white" p="lg">
        <Title order={level} size="h2">
          {resume.name}
        </Title>
        <Text size="sm">{joined([resume.email, resume.phone], '  |  ')}</Text>
      </Box>
      <Stack gap={4} p="lg">
        {present(resume.address) && (
          <Text size="sm" c="dimmed">
            {resume.address}
          </Text>
        )}
        {present(resume.portfolio) && (
          <Anchor size="sm" href={resume.portfolio} target="_blank" rel="noreferrer">
            {resume.portfolio}
          </Anchor>
        )}
        {ordered(order, {
          skills: skills.length > 0 && (
            <>
              {heading(t('document.skills'))}
              <Text>{skills.join(BULLET)}</Text>
            </>
          ),
          experience: experience.length > 0 && (
            <>
              {heading(t('document.experience'))}
              {experience.map((e, i) => (
                <div key={i}>
                  <Text fw={700}>{joined([e.role, e.company], ', ')}</Text>
                  {present(e.year) && (
                    <Text size="sm" c="dimmed">
                      {e.year}
                    </Text>
                  )}
                  <Points points={e.points} />
                </div>
              ))}
            </>
          ),
          projects: projects.length > 0 && (
            <>
              {heading(t('document.projects'))}
              {projects.map((p, i) => (
                <div key={i}>
                  <Text fw={700}>{joined([p.name, p.year], ', ')}</Text>
                  {present(p.link) && (
                    <Anchor size="sm" href={p.link} target="_blank" rel="noreferrer">
                      {p.link}
                    </Anchor>
                  )}
                  <Points points={p.points} />
                </div>
              ))}
            </>
          ),
          education: education.length > 0 && (
            <>
              {heading(t('document.education'))}
              {education.map((e, i) => (
                <div key={i}>
                  <Text fw={700}>{joined([e.type, e.university], ': ')}</Text>
                  <Text size="sm" c="dimmed">
                    {educationDetails(e)}
                  </Text>
                </div>
              ))}
            </>
          ),
          certificates: certificates.length > 0 && (
            <>
              {heading(t('document.certificates'))}
              {certificates.map((line, i) => (
                <Text key={i}>{line}</Text>
              ))}
            </>
          ),
        })}
      </Stack>
    </Paper>
  );
}

/** The ATS template: one column, plain headings, every value on a labelled line. */
function AtsTemplate({ resume, level }: { resume: ResumeData; level: HeadingLevel }) {
  const t = useResumesT();
  const { order, skills, experience, projects, education, certificates } = resumeSections(resume);
  const contact: [string, string][] = [
    [t('document.email'), resume.email],
    [t('document.phone'), resume.phone],
    [t('document.address'), resume.address],
    [t('document.portfolio'), resume.portfolio],
  ];
  const heading = (title: string) => (
    <>
      <Divider mt="sm" />
      <Title order={(level + 1) as 2 | 3} size="h5">
        {title}
      </Title>
    </>
  );
  return (
    <Paper
      withBorder
      p="lg"
      ff="Arial, sans-serif"
      component="article"
      aria-label={t('document.label')}
    >
      <Stack gap={4}>
        <Title order={level} size="h3">
          {resume.name}
        </Title>
        {contact
          .filter(([, value]) => present(value))
          .map(([label, value]) => (
            <Text key={label} size="sm">
              {t('document.line', { label, value })}
            </Text>
          ))}
        {ordered(order, {
          skills: skills.length > 0 && (
            <>
              {heading(t('document.skillsAts'))}
              <List size="sm">
                {skills.map((skill, i) => (
                  <List.Item key={i}>{skill}</List.Item>
                ))}
              </List>
            </>
          ),
          experience: experience.length > 0 && (
            <>
              {heading(t('document.experienceAts'))}
              {experience.map((e, i) => (
                <div key={i}>
                  <Text fw={700} size="sm">
                    {joined([e.role, e.company], ', ')}
                  </Text>
                  {present(e.year) && <Text size="sm">{e.year}</Text>}
                  <Points points={e.points} />
                </div>
              ))}
            </>
          ),
          projects: projects.length > 0 && (
            <>
              {heading(t('document.projectsAts'))}
              {projects.map((p, i) => (
                <div key={i}>
                  <Text fw={700} size="sm">
                    {joined([p.name, p.year], ', ')}
                  </Text>
                  {present(p.link) && <Text size="sm">{p.link}</Text>}
                  <Points points={p.points} />
                </div>
              ))}
            </>
          ),
          education: education.length > 0 && (
            <>
              {heading(t('document.educationAts'))}
              {education.map((e, i) => (
                <div key={i}>
                  <Text fw={700} size="sm">
                    {joined([e.type, e.university], ': ')}
                  </Text>
                  <Text size="sm">{educationDetails(e)}</Text>
                </div>
              ))}
            </>
          ),
          certificates: certificates.length > 0 && (
            <>
              {heading(t('document.certificatesAts'))}
              {certificates.map((line, i) => (
                <Text key={i} size="sm">
                  {line}
                </Text>
              ))}
            </>
          ),
        })}
      </Stack>
    </Paper>
  );
}

export function ResumeTemplateView({
  resume,
  template,
  level = 1,
}: {
  resume: ResumeData;
  template: ResumeTemplate;
  level?: HeadingLevel;
}) {
  return template === 'ats' ? (
    <AtsTemplate resume={resume} level={level} />
  ) : (
    <VedannTemplate resume={resume} level={level} />
  );
}
