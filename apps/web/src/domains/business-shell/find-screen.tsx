import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Button, Kbd, Modal, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { findScreens, type FoundScreen } from './find';
import { useBusinessShellT } from './i18n';
import { PANEL_PARAM, type ShellGroup } from './menu';

/** Every field's tag: `/` typed in one is a slash, never the search box. */
const FIELD_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];

interface FindScreenProps {
  groups: readonly ShellGroup[];
  access: Parameters<typeof findScreens>[1];
  /** Shown on a wide screen: the button then names its keys. */
  showKeys: boolean;
}

/**
 * The search box of a business dashboard: a button, Ctrl+K (Cmd+K) anywhere, or `/` outside a
 * field opens a dialog whose combobox lists the screens this member may open; arrows move,
 * Enter opens, Escape closes.
 */
export function FindScreen({ groups, access, showKeys }: FindScreenProps) {
  const t = useBusinessShellT();
  const [opened, setOpened] = useState(false);
  const open = () => setOpened(true);
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
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('find.title')}>
        {opened && (
          <FindDialogBody groups={groups} access={access} onDone={() => setOpened(false)} />
        )}
      </Modal>
    </>
  );
}

function FindDialogBody({
  groups,
  access,
  onDone,
}: Omit<FindScreenProps, 'showKeys'> & { onDone: () => void }) {
  const t = useBusinessShellT();
  const navigate = useNavigate();
  const baseId = useId();
  const listId = `${baseId}-screens`;
  const optionId = (index: number) => `${baseId}-screen-${index}`;
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const found = findScreens(groups, access, typed);
  const current = Math.min(active, found.length - 1);
  const activeId = current >= 0 ? optionId(current) : undefined;

  // The chosen answer stays in view as the arrows move through a long list.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const go = (screen: FoundScreen | undefined) => {
    if (!screen) return;
    onDone();
    void navigate(
      screen.item.to ?? { search: `?${PANEL_PARAM}=${encodeURIComponent(screen.item.key)}` },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (found.length === 0) return;
    const moves: Record<string, number> = {
      ArrowDown: (current + 1) % found.length,
      ArrowUp: (current - 1 + found.length) % found.length,
      Home: 0,
      End: found.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined && (event.key.startsWith('Arrow') || event.ctrlKey)) {
      event.preventDefault();
      setActive(next);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(found[current]);
    }
  };

  return (
    <>
      <TextInput
        data-autofocus
        label={t('find.label')}
        description={t('find.help')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={found.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeId}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <VisuallyHidden role="status">{t('find.count', { count: found.length })}</VisuallyHidden>
      {found.length === 0 ? (
        <Text mt="sm">{t('find.none')}</Text>
      ) : (
        <ul id={listId} role="listbox" aria-label={t('find.results')} className="find-screen-list">
          {found.map((screen, index) => (
            <li
              key={`${screen.group.key}-${screen.item.key}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className="find-screen-option"
              onMouseMove={() => setActive(index)}
              onClick={() => go(screen)}
            >
              <span className="find-screen-name">{screen.item.label}</span>
              <span className="find-screen-group">{screen.group.label}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
