import { consultantInputSchema, type ConsultantInput } from '@vedann/contracts';
import type { DemoSeed } from '../../db/seed/steps';
import { consultants } from './diet.table';

// A small directory written for the demo: the names are invented, not real practices.
const CONSULTANTS: ConsultantInput[] = [
  {
    organisation: 'Arogya Ayurveda Clinic',
    doctor: 'Dr Sunita Deshpande',
    location: 'Shivajinagar, Pune',
    pincode: '411005',
    contactNumber: '+919820012345',
    type: 'ayurvedic',
    fee: 600,
  },
  {
    organisation: 'Pune Diet and Nutrition Centre',
    doctor: 'Dr Rohan Joshi',
    location: 'Kothrud, Pune',
    pincode: '411038',
    contactNumber: '+919820023456',
    type: 'allopathic',
    fee: 900,
  },
  {
    organisation: 'Saral Homeopathy',
    doctor: 'Dr Farah Khan',
    location: 'Camp, Pune',
    pincode: '411001',
    contactNumber: '+919820034567',
    type: 'homeopathic',
    fee: 400,
  },
  {
    organisation: 'Swasthya Online Consults',
    doctor: 'Dr Anil Mehra',
    location: 'Online',
    pincode: '',
    contactNumber: '+919820045678',
    type: 'allopathic',
    fee: 300,
  },
  {
    organisation: 'Dilli Ayurveda Kendra',
    doctor: 'Dr Kavita Sharma',
    location: 'Karol Bagh, New Delhi',
    pincode: '110005',
    contactNumber: '+919810056789',
    type: 'ayurvedic',
    fee: 700,
  },
  {
    organisation: 'Capital Nutrition Clinic',
    doctor: 'Dr Harpreet Gill',
    location: 'Lajpat Nagar, New Delhi',
    pincode: '110024',
    contactNumber: '+919810067890',
    type: 'allopathic',
    fee: 1200,
  },
  {
    organisation: 'Hyderabad Wellness Homeopathy',
    doctor: 'Dr Srinivas Rao',
    location: 'Ameerpet, Hyderabad',
    pincode: '500016',
    contactNumber: '+919848078901',
    type: 'homeopathic',
    fee: 500,
  },
];

export const demoConsultantsSeed: DemoSeed = {
  key: 'demo_consultants_seeded',
  async run(db) {
    await db.insert(consultants).values(
      CONSULTANTS.map((entry) => {
        const input = consultantInputSchema.parse(entry);
        return { ...input, fee: input.fee.toFixed(2) };
      }),
    );
  },
};
