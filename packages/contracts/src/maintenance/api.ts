import { z } from 'zod';
import { endpoint, resource, type OrgKindsAccess } from '../common/endpoint';
import {
  checklistSchema,
  correctiveInputSchema,
  correctiveSchema,
  monthlyChecklistInputSchema,
  preventiveInputSchema,
} from './maintenance';

/**
 * The gym has no maintenance permission among its twelve: its checklists are records (Lekh,
 * `record`). The ahar has `maintenance`.
 */
const MAINTENANCE_ACCESS: OrgKindsAccess = { orgs: { gym: 'record', ahar: 'maintenance' } };
const access = { read: MAINTENANCE_ACCESS, write: MAINTENANCE_ACCESS };
const checklistKeys = { list: 'checklists', item: 'checklist' };

const preventive = resource({
  path: '/gym/preventive',
  access,
  keys: checklistKeys,
  input: preventiveInputSchema,
  item: checklistSchema,
});
/** The machine and product variants: one month of one item each, day columns 1 to N. */
const machine = resource({
  path: '/machine-maintenance',
  access,
  keys: checklistKeys,
  input: monthlyChecklistInputSchema,
  item: checklistSchema,
});
const product = resource({ ...machine, path: '/product-maintenance' });

const checklistSubmitted = z.object({
  success: z.literal(true),
  message: z.string(),
  checklist: checklistSchema,
});

/**
 * The kit's checklists and corrective actions, mounted by the gym (Lekh) and the ahar. Corrective
 * actions are created as multipart with the PDF in `file`; updated as JSON (keeping the PDF) or
 * multipart (replacing it).
 */
export const maintenanceApi = {
  /** The three kinds of checklist, one resource each. */
  checklists: { preventive, machine, product },
  /**
   * A checklist's Submit, read as an endpoint for the saved checklist its answer holds. The
   * server's is the resource's create.
   */
  submitChecklist: {
    preventive: endpoint({
      method: 'POST',
      path: preventive.path,
      access: MAINTENANCE_ACCESS,
      body: preventiveInputSchema,
      answer: checklistSubmitted,
      status: 201,
    }),
    machine: endpoint({
      method: 'POST',
      path: machine.path,
      access: MAINTENANCE_ACCESS,
      body: monthlyChecklistInputSchema,
      answer: checklistSubmitted,
      status: 201,
    }),
    product: endpoint({
      method: 'POST',
      path: product.path,
      access: MAINTENANCE_ACCESS,
      body: monthlyChecklistInputSchema,
      answer: checklistSubmitted,
      status: 201,
    }),
  },
  correctives: resource({
    path: '/correctives',
    access,
    keys: { list: 'correctives', item: 'corrective' },
    input: correctiveInputSchema,
    item: correctiveSchema,
  }),
  /** The add form's create: multipart, the fields with the optional PDF. The resource's create. */
  addCorrective: endpoint({
    method: 'POST',
    path: '/correctives',
    access: MAINTENANCE_ACCESS,
    answer: z.object({
      success: z.literal(true),
      message: z.string(),
      corrective: correctiveSchema,
    }),
    status: 201,
  }),
};
