import { lazyComponent } from '../../ui/lazy-component';

const staff = () => import('./staff-panel');
export const GymTrainers = lazyComponent(staff, 'GymTrainers');
export const AharStaff = lazyComponent(staff, 'AharStaff');
export const BarberStaff = lazyComponent(staff, 'BarberStaff');
const users = () => import('./users-panel');
export const GymUsers = lazyComponent(users, 'GymUsers');
export const AharUsers = lazyComponent(users, 'AharUsers');
