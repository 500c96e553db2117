import { Select, TextInput } from '@mantine/core';
import { workHistorySchema, type WorkHistory } from '@vedann/contracts';
import { usePlacementT } from './i18n';
import { useSaveWorkHistory, useWorkHistory } from './placement-api';
import { RowListForm, SavedDocumentPage } from './row-list-form';

type Entry = WorkHistory['entries'][number];
const KINDS = ['job', 'internship'] as const;

/** Working (/company/placement from the student's menu): where the student worked or interned. */
export function WorkingPage() {
  const t = usePlacementT();
  const save = useSaveWorkHistory();
  return (
    <SavedDocumentPage
      title={t('working.title')}
      intro={t('working.intro')}
      query={useWorkHistory()}
    >
      {(data) => (
        <RowListForm<Entry, WorkHistory>
          initial={data.entries}
          blank={() => ({ company: '', role: '', kind: 'internship', from: '', to: '' })}
          schema={workHistorySchema}
          toDocument={(entries) => ({ entries })}
          save={save}
          texts={{
            title: t('working.title'),
            empty: t('working.empty'),
            add: t('working.add'),
            save: t('working.save'),
            remove: t('working.remove'),
            row: (number) => ({
              name: t('working.entry', { number }),
              remove: t('working.removeEntry', { number }),
            }),
          }}
          renderRow={(row, change) => (
            <>
              <TextInput
                label={t('working.company')}
                required
                value={row.company}
                maxLength={150}
                onChange={(event) => change({ company: event.currentTarget.value })}
                style={{ flex: '1 1 12rem' }}
              />
              <TextInput
                label={t('working.role')}
                required
                value={row.role}
                maxLength={100}
                onChange={(event) => change({ role: event.currentTarget.value })}
                style={{ flex: '1 1 10rem' }}
              />
              <Select
                label={t('working.kind')}
                allowDeselect={false}
                value={row.kind}
                onChange={(value) => value && change({ kind: value as Entry['kind'] })}
                data={KINDS.map((kind) => ({ value: kind, label: t(`working.kinds.${kind}`) }))}
                style={{ flex: '1 1 8rem' }}
              />
              <TextInput
                label={t('working.from')}
                value={row.from}
                inputMode="numeric"
                maxLength={4}
                onChange={(event) => change({ from: event.currentTarget.value })}
                style={{ flex: '0 1 6rem' }}
              />
              <TextInput
                label={t('working.to')}
                value={row.to}
                inputMode="numeric"
                maxLength={4}
                onChange={(event) => change({ to: event.currentTarget.value })}
                style={{ flex: '0 1 6rem' }}
              />
            </>
          )}
        />
      )}
    </SavedDocumentPage>
  );
}
