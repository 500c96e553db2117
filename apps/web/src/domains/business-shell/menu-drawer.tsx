import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/** The menu's drawer on a phone (business-shell.tsx), loaded when the menu is first opened. */
export function MenuDrawer({ opened, onClose, title, children }: MenuDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} size="80%">
      {children}
    </Drawer>
  );
}
