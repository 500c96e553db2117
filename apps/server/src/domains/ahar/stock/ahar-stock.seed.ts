import { addQuantities } from '@vedann/contracts';
import type { DemoSeed } from '../../../db/seed/steps';
import { DEMO_AHAR, demoDay, demoOrg, demoUser } from '../../people/demo';
import type { NewStockValues } from './stock-item';
import { moveStock } from './stock-movement.service';
import { addStock } from './stock.service';

type Seeded = Pick<NewStockValues, 'name' | 'category' | 'price' | 'unit'> & {
  quantity: string;
  /** Days from the demo day to the expiry; null: none. */
  expires: number | null;
  made?: number;
  offer?: string;
};

const item = (s: Seeded): NewStockValues => ({
  name: s.name,
  category: s.category,
  price: s.price,
  quantity: s.quantity,
  unit: s.unit,
  expireDate: s.expires === null ? null : demoDay(s.expires),
  manufacturing: s.made === undefined ? null : demoDay(s.made),
  offer: s.offer ?? '0',
  quantityNumber: null,
  quantityKgL: null,
});

type ReuseSeeded = Omit<Seeded, 'quantity'> & { number: string; kgl: string };

/** A reuse row: Number and Kg/L, the quantity their sum (spec 04 section 3). */
const reuse = (s: ReuseSeeded): NewStockValues => ({
  ...item({ ...s, quantity: addQuantities(s.number, s.kgl) }),
  quantityNumber: s.number,
  quantityKgL: s.kgl,
});

// Each location's demo stock, made into rows when the seed runs: the dates count from the demo day.
const WAREHOUSE: Seeded[] = [
  {
    name: 'Basmati Rice',
    category: 'Grains and Pulses',
    price: '95.00',
    quantity: '50',
    unit: 'KG',
    expires: 180,
    made: -30,
  },
  {
    name: 'Toor Dal',
    category: 'Grains and Pulses',
    price: '140.00',
    quantity: '25',
    unit: 'KG',
    expires: 120,
  },
  {
    name: 'Wheat Atta',
    category: 'Grains and Pulses',
    price: '42.50',
    quantity: '40',
    unit: 'KG',
    expires: 60,
  },
  {
    name: 'Garam Masala',
    category: 'Spices',
    price: '620.00',
    quantity: '2',
    unit: 'KG',
    expires: 200,
  },
  {
    name: 'Ghee',
    category: 'Dairy',
    price: '560.00',
    quantity: '10',
    unit: 'L',
    expires: 90,
  },
  {
    name: 'Paneer',
    category: 'Dairy',
    price: '380.00',
    quantity: '4',
    unit: 'KG',
    expires: 3,
    made: -1,
  },
  {
    name: 'Packaged Water',
    category: 'Beverages',
    price: '20.00',
    quantity: '48',
    unit: 'PCS',
    expires: 300,
  },
];

const SHOWROOM: Seeded[] = [
  {
    name: 'Gulab Jamun',
    category: 'Sweets',
    price: '12.00',
    quantity: '60',
    unit: 'PCS',
    expires: 4,
    made: 0,
  },
  {
    name: 'Kaju Katli',
    category: 'Sweets',
    price: '1100.00',
    quantity: '3.5',
    unit: 'KG',
    expires: 12,
    offer: '10',
  },
  {
    name: 'Milk',
    category: 'Dairy',
    price: '62.00',
    quantity: '20',
    unit: 'L',
    expires: 1,
  },
  {
    name: 'Aloo Bhujia',
    category: 'Namkeen',
    price: '240.00',
    quantity: '6',
    unit: 'KG',
    expires: 45,
  },
  {
    name: 'Curd',
    category: 'Dairy',
    price: '70.00',
    quantity: '5',
    unit: 'KG',
    expires: -1,
  },
  {
    name: 'Pav',
    category: 'Bakery',
    price: '5.00',
    quantity: '36',
    unit: 'PCS',
    expires: 2,
  },
];

const REUSE: ReuseSeeded[] = [
  {
    name: 'Dal Makhani',
    category: 'Ready meals',
    price: '90.00',
    unit: 'KG',
    number: '0',
    kgl: '3.5',
    expires: 1,
    made: 0,
  },
  {
    name: 'Aloo Paratha',
    category: 'Ready meals',
    price: '25.00',
    unit: 'KG',
    number: '14',
    kgl: '0',
    expires: 0,
    made: 0,
    offer: '20',
  },
  {
    name: 'Rasgulla',
    category: 'Sweets',
    price: '15.00',
    unit: 'KG',
    number: '20',
    kgl: '1.25',
    expires: -2,
  },
];

/**
 * Ahar Tiffin House's stock (issue 14 section 5): the warehouse's dry goods, the showroom's sweets
 * and dairy, the reuse table's leftovers; some expiring this week and two already expired, all
 * added by the demo owner so the stock journal has a history, with one move from the warehouse.
 */
export const demoAharStockSeed: DemoSeed = {
  key: 'demo_ahar_stock_seeded',
  async run(db) {
    const org = await demoOrg(db, DEMO_AHAR, 'ahar');
    const owner = await demoUser(db, 'owner@vedann.demo');
    if (!org || !owner) return;
    const actor = { orgId: org.id, userId: owner.id, name: owner.fullname };
    const [rice] = await addStock(db, actor, 'warehouse', WAREHOUSE.map(item));
    await addStock(db, actor, 'showroom', SHOWROOM.map(item));
    await addStock(db, actor, 'reuse', REUSE.map(reuse));
    // Ten kilos of rice went to the showroom.
    if (rice) await moveStock(db, actor, rice.id, 'showroom', '10');
  },
};
