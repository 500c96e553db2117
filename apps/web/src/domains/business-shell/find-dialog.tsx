import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Modal, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useNavigate } from 'react-router';
import { findScreens, type FoundScreen } from './find';
import type { FindScreenProps } from './find-screen';
import { useBusinessShellT } from './i18n';
import { PANEL_PARAM } from './menu';

type FindDialogProps = Omit<FindScreenProps, 'showKeys'> & {
  opened: boolean;
  onClose: () => void;
};

/** The search box's dialog (find-screen.tsx): its list is built only while it is open. */
export function FindDialog({ opened, onClose, groups, access }: FindDialogProps) {
  const t = useBusinessShellT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('find.title')}>
      {opened && <FindDialogBody groups={groups} access={access} onDone={onClose} />}
    </Modal>
  );
}

function FindDialogBody({
  groups,
  access,
  onDone,
}: Omit<FindDialogProps, 'opened' | 'onClose'> & { onDone: () => void }) {
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
