import type { AppContext } from '../../app-context';
import { registerMemberDashboardRoutes } from './dashboard.routes';
import { registerLibraryDocumentRoutes } from './documents.routes';
import { registerFeeRoutes } from './fees.routes';
import { registerSeatHoldRoutes } from './holds.routes';
import { registerLibraryHomeRoutes } from './home.routes';
import { registerLibraryMemberRoutes } from './members.routes';
import { libraryMemberImport } from './members.import';
import { registerImport } from '../../http/spreadsheet-import';
import { libraryApi } from '@vedann/contracts';
import { registerProfileRoutes } from './profile.routes';
import { registerSearchRoutes } from './search.routes';
import { registerSeatRoutes } from './seats.routes';
import { registerTicketRoutes } from './tickets.routes';

/** The library and study centre: seats, joined members, fees, profile, enquiries, search. */
export function registerLibraryArea(ctx: AppContext): void {
  registerSeatRoutes(ctx);
  registerSeatHoldRoutes(ctx);
  registerLibraryMemberRoutes(ctx);
  registerImport(ctx, libraryApi.members.import, libraryMemberImport, ['library: members']);
  registerFeeRoutes(ctx);
  registerProfileRoutes(ctx);
  registerTicketRoutes(ctx);
  registerSearchRoutes(ctx);
  registerMemberDashboardRoutes(ctx);
  registerLibraryDocumentRoutes(ctx);
  registerLibraryHomeRoutes(ctx);
}
