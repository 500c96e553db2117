/** One line of a Daily Inventory Form, with `over`'s changes. */
export const item = (over: Record<string, unknown> = {}) => ({
  category: 'Sweets',
  itemName: 'Rasgulla',
  company: 'Home kitchen',
  quantity: 3,
  price: 25,
  remark: '',
  ...over,
});
/** A Daily Inventory Form of one line, with `over`'s changes. */
export const record = (over: Record<string, unknown> = {}) => ({
  date: '2026-03-10',
  time: '09:30',
  name: 'Counter',
  id: 'C-1',
  items: [item()],
  ...over,
});
