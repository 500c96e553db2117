import { readablePhone, type MealKind } from '@vedann/contracts';
import type { PdfDocument, PdfField } from '../../../pdf';

export type CardPerson =
  | { kind: 'staff'; id: string; name: string; mobile: string; vedanId: string; joindate: string }
  | {
      kind: 'regular';
      id: string;
      name: string;
      phone: string;
      vedanId: string;
      mealKind: MealKind;
      mealsPerDay: number;
      startDate: string;
      endDate: string | null;
    };

const meals = (count: number) => (count === 1 ? '1 meal a day' : `${count} meals a day`);

/**
 * A staff member's (with their photo) or regular member's ID card: one ID-1 page (no back) made
 * by the shared PDF pool. Its QR code holds the bare record id, which the kit's check-in desk
 * reads: the staff directory or the regular members' directory finds the person by it.
 */
export function personCard(
  person: CardPerson,
  business: { name: string; city: string },
  photo?: Uint8Array,
): PdfDocument {
  const fields: PdfField[] =
    person.kind === 'staff'
      ? [
          { label: 'Name', value: person.name },
          { label: 'Role', value: 'Staff' },
          { label: 'Mobile', value: person.mobile },
          { label: 'Joined', value: person.joindate },
        ]
      : [
          { label: 'Name', value: person.name },
          { label: 'Role', value: 'Regular member' },
          { label: 'Phone', value: readablePhone(person.phone) },
          { label: 'Tiffin', value: `${person.mealKind}, ${meals(person.mealsPerDay)}` },
          {
            label: 'Valid',
            value: person.endDate
              ? `${person.startDate} to ${person.endDate}`
              : `from ${person.startDate}`,
          },
        ];
  if (person.vedanId) fields.push({ label: 'Vedan ID', value: person.vedanId });
  return {
    size: 'card',
    title: 'ID card',
    subtitle: business.name,
    issuer: { name: business.name, ...(business.city ? { address: business.city } : {}) },
    fields,
    ...(photo ? { photo } : {}),
    qr: { text: person.id, caption: 'Scan at the desk' },
    footer: `${business.name}: ID card`,
  };
}
