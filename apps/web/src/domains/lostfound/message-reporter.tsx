import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import type { LostReport } from '@vedann/contracts';
import { ConversationThread } from './conversation-thread';

/** "Message the reporter": a dialog with the viewer's conversation about this item. */
export function MessageReporterButton({ report }: { report: LostReport }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" mt="xs" onClick={() => setOpen(true)}>
        Message the reporter
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={`Message ${report.author.fullname}`}
        size="lg"
      >
        {open && <ConversationThread target={{ reportId: report._id }} inputLabel="Message" />}
      </Modal>
    </>
  );
}
