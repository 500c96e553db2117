// The signed-in member's gyms, linked from the home dashboard.
export { MyGymLink } from './members/my-gym-link';
