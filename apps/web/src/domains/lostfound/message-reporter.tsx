import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import type { LostReport } from '@vedann/contracts';
import { ConversationThread } from './conversation-thread';
import { useLostT } from './i18n';

/** "Message the reporter": a dialog with the viewer's conversation about this item. */
export function MessageReporterButton({ report }: { report: LostReport }) {
  const t = useLostT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" mt="xs" onClick={() => setOpen(true)}>
        {t('messages.messageReporter')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('messages.messageName', { name: report.author.fullname })}
        size="lg"
      >
        {open && (
          <ConversationThread
            target={{ reportId: report._id }}
            inputLabel={t('messages.message')}
          />
        )}
      </Modal>
    </>
  );
}
