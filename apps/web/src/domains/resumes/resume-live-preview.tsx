import { Box, Group, SegmentedControl, Title } from '@mantine/core';
import type { ResumeData, ResumeTemplate } from '@vedann/contracts';
import { useResumesT } from './i18n';
import { ResumeTemplateView } from './resume-templates';

/** The resume as it reads, in the chosen template, beside the form on a wide screen. */
export function ResumeLivePreview({
  resume,
  template,
  onTemplate,
}: {
  resume: ResumeData;
  template: ResumeTemplate;
  onTemplate: (template: ResumeTemplate) => void;
}) {
  const t = useResumesT();
  return (
    <Box component="section" aria-labelledby="live-preview-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="live-preview-title">
          {t('form.livePreview')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('form.previewTemplate')}
          value={template}
          onChange={(value) => onTemplate(value === 'ats' ? 'ats' : 'vedann')}
          data={[
            { value: 'vedann', label: t('preview.vedannTemplate') },
            { value: 'ats', label: t('preview.atsTemplate') },
          ]}
        />
      </Group>
      {/* Scrolls on its own when taller than the screen; focusable to scroll by keys. */}
      <Box mah="calc(100vh - 140px)" style={{ overflowY: 'auto' }} tabIndex={0}>
        <ResumeTemplateView resume={resume} template={template} level={2} />
      </Box>
    </Box>
  );
}
