import { Button, Group, Modal, Paper, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { useResumesT } from './i18n';
import type { ResumeEditor } from './use-resume-form';

/** Preview, the ATS preview and the PDF: the actions other than Save. */
function OtherActions({ editor }: { editor: ResumeEditor }) {
  const t = useResumesT();
  return (
    <>
      <Button variant="default" onClick={() => editor.preview('/service/student/preview')}>
        {t('form.preview')}
      </Button>
      <Button variant="default" onClick={() => editor.preview('/service/student/previewats')}>
        {t('form.previewAts')}
      </Button>
      <Button variant="light" onClick={() => void editor.download()}>
        {t('form.downloadPdf')}
      </Button>
    </>
  );
}

/** The form's actions at its foot: Save, and the others beside it or (on a phone) above it. */
export function ResumeFormActions({ editor }: { editor: ResumeEditor }) {
  const t = useResumesT();
  const { saver } = editor;
  return (
    <>
      {/* On a phone only Save sticks: four buttons took two rows there, and covered the
          section-order arrows that scroll beneath them (axe's target-size). */}
      <Group gap="xs" hiddenFrom="sm">
        <OtherActions editor={editor} />
      </Group>
      {/* Save stays in reach on a long form (issue 18): the bar sticks to the screen's foot. */}
      <Paper
        pos="sticky"
        bottom={0}
        py="xs"
        radius={0}
        style={{ zIndex: 3, borderTop: '1px solid var(--mantine-color-default-border)' }}
        role="group"
        aria-label={t('form.actions')}
      >
        <Group gap="xs">
          <Button type="submit" loading={saver.saving} disabled={saver.saved}>
            {saver.saved ? t('form.saved') : t('form.save')}
          </Button>
          <Group gap="xs" visibleFrom="sm">
            <OtherActions editor={editor} />
          </Group>
        </Group>
      </Paper>
    </>
  );
}

/** The question asked when an in-app link would leave unsaved work (useLeaveGuard's blocker). */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const t = useResumesT();
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('form.leaveTitle')}
      centered
    >
      <Text mb="md">{t('form.leaveText')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('form.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('form.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
