/** What other areas use of the staff module: its table (attendance and the ahar's people name staff). */
export { staffMembers } from './staff.table';
