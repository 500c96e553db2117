import type { Area } from '../../app-context';
import { registerLibraryBooks } from './books.area';
import { registerLibraryArea } from './library.routes';
import { demoBooksSeed } from './books.seed';
import { librarySeed } from './library.seed';
import { libraryAttendanceSeed } from './library-attendance.seed';
import { seatLayoutsSetup } from './seats.service';
import { loanOverdueReminder } from './loans.reminders';
import { feeDueReminder } from './fees.reminders';
import { libraryMembersDirectory } from './members.directory';
import * as booksTables from './books.table';
import * as shelvesTables from './shelves.table';
import * as loansTables from './loans.table';
import * as seatsTables from './seats.table';
import * as holdsTables from './holds.table';
import * as membersTables from './members.table';
import * as feesTables from './fees.table';
import * as profileTables from './profile.table';
import * as ticketsTables from './tickets.table';
import { registerUtrPaymentRoutes } from '../payments';
import { libraryFeePayable } from './fees.payable';
import { seatHoldPayable } from './holds.payable';

/** What other areas read of the library: its seats and the seats taken per day (the landing page's figures). */
export { librarySeatDays, seatLayouts } from './seats.table';
/** The hourly housekeeping removes lapsed seat holds (decision 0360). */
export { sweepLapsedSeatHolds } from './holds.service';

/** The library: books, shelves and loans, seats, members, fees, its profile and tickets (spec 02). */
export const libraryArea: Area = {
  name: 'library',
  routes(ctx) {
    registerLibraryBooks(ctx);
    registerLibraryArea(ctx);
    registerUtrPaymentRoutes(ctx, libraryFeePayable);
    registerUtrPaymentRoutes(ctx, seatHoldPayable);
  },
  tables: [
    booksTables,
    shelvesTables,
    loansTables,
    seatsTables,
    holdsTables,
    membersTables,
    feesTables,
    profileTables,
    ticketsTables,
  ],
  seeds: [demoBooksSeed, librarySeed, libraryAttendanceSeed],
  orgSetup: [seatLayoutsSetup],
  reminders: [loanOverdueReminder, feeDueReminder],
  people: [libraryMembersDirectory],
};
