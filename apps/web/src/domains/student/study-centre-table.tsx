import type { StudyCentre } from '@vedann/contracts';
import type { EditableColumn } from '../../ui/editable-table';
import type { useStudentT } from './i18n';

export type StudyCentreDraft = Record<'examType' | 'coaching' | 'location' | 'website', string>;

/** A study centre's row as its form holds it; an empty one without a row. */
export function studyCentreDraft(row?: StudyCentre): StudyCentreDraft {
  return {
    examType: row?.examType ?? '',
    coaching: row?.coaching ?? '',
    location: row?.location ?? '',
    website: row?.website ?? '',
  };
}

/** The columns of a study-centre table: the administrators' and a library's own. */
export function studyCentreColumns(
  t: ReturnType<typeof useStudentT>,
): EditableColumn<StudyCentre, StudyCentreDraft>[] {
  return [
    { field: 'coaching', label: t('admin.fields.coaching') },
    { field: 'examType', label: t('admin.fields.examType') },
    { field: 'location', label: t('admin.fields.location') },
    { field: 'website', label: t('admin.fields.website') },
  ];
}
