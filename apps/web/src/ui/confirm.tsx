import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState, type ReactNode } from 'react';
import { useCommonT } from '../i18n';

export interface ConfirmOptions {
  /** The question, e.g. t('confirm.deleteTitle', { name }). */
  title: string;
  /** What follows, e.g. t('confirm.deleteText'). */
  message?: string;
  /** The confirming button's name; Delete by default. */
  confirmLabel?: string;
}

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/**
 * The one way a screen asks before deleting something with content:
 * `const { confirm, dialog } = useConfirm(); ... if (await confirm({ title })) remove();`
 * and render `{dialog}` once in the screen.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  const t = useCommonT();
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ options, resolve })),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  const dialog = (
    <Modal
      opened={pending !== null}
      onClose={() => answer(false)}
      title={pending?.options.title}
      centered
    >
      {pending?.options.message && <Text mb="md">{pending.options.message}</Text>}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => answer(false)}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" onClick={() => answer(true)} data-autofocus>
          {pending?.options.confirmLabel ?? t('actions.delete')}
        </Button>
      </Group>
    </Modal>
  );
  return { confirm, dialog };
}
