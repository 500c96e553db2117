import { useState } from 'react';
import { Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  MEAL_KINDS,
  REGULAR_MEMBER_MESSAGES,
  aharApi,
  nationalPhone,
  readablePhone,
  regularMemberInputSchema,
  type RegularMember,
} from '@vedann/contracts';
import { useMessageT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { EditableTable, type EditableColumn } from '../../../ui/editable-table';
import { useMemberMessageColumns } from '../../messages';
import { TiffinCutoffSetting } from '../tiffin/cutoff-setting';
import { useAharPeopleT } from './i18n';

interface MemberDraft extends Record<string, string | boolean> {
  name: string;
  phone: string;
  email: string;
  mealKind: string;
  mealsPerDay: string;
  startDate: string;
  endDate: string;
  monthlyAmount: string;
  active: boolean;
  vedanId: string;
  remark: string;
  messageChannel: string;
  messageLanguage: string;
  /** Shown only: the member pauses days from their own page. */
  nextPause: string;
}

const EMPTY: MemberDraft = {
  name: '',
  phone: '',
  email: '',
  mealKind: 'Veg',
  mealsPerDay: '2',
  startDate: '',
  endDate: '',
  monthlyAmount: '',
  active: true,
  vedanId: '',
  remark: '',
  messageChannel: '',
  messageLanguage: '',
  nextPause: '',
};

const toDraft = (row: RegularMember): MemberDraft => ({
  name: row.name,
  // The field takes the number as people type it (ten digits in India); it is kept in E.164.
  phone: nationalPhone(row.phone),
  email: row.email,
  mealKind: row.mealKind,
  mealsPerDay: String(row.mealsPerDay),
  startDate: row.startDate,
  endDate: row.endDate ?? '',
  monthlyAmount: row.monthlyAmount,
  active: row.active,
  vedanId: row.vedanId,
  remark: row.remark,
  messageChannel: row.messageChannel ?? '',
  messageLanguage: row.messageLanguage ?? '',
  nextPause: row.nextPause ?? '',
});

/** The form's fields, without what the table only shows. */
const toInput = ({ nextPause: _shown, ...input }: MemberDraft) => input;

const { members: MEMBERS, people: PEOPLE } = aharApi.people;

/**
 * Regular Member (User Panel): the business's regular customers and their tiffin subscription
 * (docs/areas/ahar.md, "Ahar people"), paged and searched on the server.
 */
export function RegularMembersPanel() {
  const t = useAharPeopleT();
  const tm = useMessageT();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const messageColumns = useMemberMessageColumns<RegularMember, MemberDraft>();
  const columns: EditableColumn<RegularMember, MemberDraft>[] = [
    { field: 'name', label: t('members.name') },
    { field: 'phone', label: t('members.phone'), render: (row) => readablePhone(row.phone) },
    { field: 'email', label: t('members.email'), formOnly: true },
    {
      field: 'mealKind',
      label: t('members.mealKind'),
      kind: 'select',
      options: MEAL_KINDS,
      optionLabel: (option) => t(`members.mealKinds.${option as (typeof MEAL_KINDS)[number]}`),
      render: (row) => t(`members.mealKinds.${row.mealKind}`),
    },
    {
      field: 'mealsPerDay',
      label: t('members.mealsPerDay'),
      kind: 'select',
      options: ['1', '2', '3'],
    },
    {
      field: 'startDate',
      label: t('members.startDate'),
      kind: 'date',
      render: (row) => format.date(row.startDate),
    },
    {
      field: 'endDate',
      label: t('members.endDate'),
      kind: 'date',
      render: (row) => (row.endDate ? format.date(row.endDate) : t('members.ongoing')),
    },
    {
      field: 'monthlyAmount',
      label: t('members.monthlyAmount'),
      kind: 'number',
      render: (row) => format.money(row.monthlyAmount),
    },
    {
      field: 'active',
      label: t('members.active'),
      kind: 'checkbox',
      render: (row) => (row.active ? t('members.yes') : t('members.no')),
    },
    {
      field: 'nextPause',
      label: t('members.nextPause'),
      readOnly: true,
      render: (row) => (row.nextPause ? format.date(row.nextPause) : ''),
    },
    { field: 'vedanId', label: t('members.vedanId'), formOnly: true },
    { field: 'remark', label: t('members.remark'), kind: 'textarea', formOnly: true },
    ...messageColumns,
  ];
  return (
    <Stack gap="sm">
      <TiffinCutoffSetting />
      <TextInput
        type="search"
        label={t('members.search')}
        value={search}
        maw={360}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <EditableTable
        key={debounced}
        title={t('members.title')}
        resource={MEMBERS}
        // The Identification list shows the same people, so a change here refreshes it.
        stale={[PEOPLE]}
        params={{ search: debounced }}
        columns={columns}
        emptyDraft={EMPTY}
        toDraft={toDraft}
        addedText={(draft) =>
          t('members.addedNamed', {
            name: draft.name.trim(),
            meals: draft.mealsPerDay,
            kind: t(`members.mealKinds.${draft.mealKind as (typeof MEAL_KINDS)[number]}`),
            from: format.date(draft.startDate),
          })
        }
        toInput={toInput}
        schema={regularMemberInputSchema}
        emptyText={tm(REGULAR_MEMBER_MESSAGES.empty)}
        loadErrorText={t('members.loadFailed')}
        labels={{ addTitle: t('members.addTitle'), add: t('members.add') }}
      />
    </Stack>
  );
}
