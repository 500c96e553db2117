import { lazy, Suspense, useState } from 'react';
import { Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { findScreens } from './find';
import { useBusinessShellT } from './i18n';
import type { ShellGroup } from './menu';

/** Every field's tag: `/` typed in one is a slash, never the search box. */
const FIELD_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];

// The dialog's code (and Mantine's modal) comes with the first opening, not with the dashboard.
const FindDialog = lazy(async () => ({ default: (await import('./find-dialog')).FindDialog }));

export interface FindScreenProps {
  groups: readonly ShellGroup[];
  access: Parameters<typeof findScreens>[1];
  /** Shown on a wide screen: the button then names its keys. */
  showKeys: boolean;
}

/**
 * The search box of a business dashboard: a button, Ctrl+K (Cmd+K) anywhere, or `/` outside a
 * field opens a dialog whose combobox lists the screens this member may open; arrows move,
 * Enter opens, Escape closes. Once loaded, the dialog stays mounted, so that closing it plays its
 * transition and gives the focus back to the button.
 */
export function FindScreen({ groups, access, showKeys }: FindScreenProps) {
  const t = useBusinessShellT();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = () => {
    setWanted(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', open]], []);
  useHotkeys([['/', open]], FIELD_TAGS);

  return (
    <>
      <Button
        variant="default"
        size="xs"
        onClick={open}
        aria-keyshortcuts="Control+K Meta+K /"
        rightSection={showKeys ? <Kbd aria-hidden>{t('find.keys')}</Kbd> : undefined}
      >
        {t('find.open')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <FindDialog
            opened={opened}
            onClose={() => setOpened(false)}
            groups={groups}
            access={access}
          />
        </Suspense>
      )}
    </>
  );
}
