import { eq } from 'drizzle-orm';
import {
  addDays,
  bookInputSchema,
  todayInIndia,
  type BookGenre,
  type BookInput,
  type BookLanguage,
} from '@vedann/contracts';
import type { Db } from '../../db/client';
import type { DemoSeed } from '../../db/seed/steps';
import { users } from '../accounts/users.table';
import { organizations } from '../orgs/orgs.table';
import { bookValues } from './books.service';
import { books } from './books.table';
import { addLoan } from './loans.service';
import { bookShelves, shelfCells } from './shelves.table';

/** A valid ISBN-13 made from a 12-digit stem and its check digit. */
export function isbn13(stem: string): string {
  if (!/^\d{12}$/.test(stem)) throw new Error('An ISBN stem has 12 digits.');
  const sum = [...stem].reduce((total, c, i) => total + Number(c) * (i % 2 === 0 ? 1 : 3), 0);
  return `${stem}${(10 - (sum % 10)) % 10}`;
}

type DemoBook = [
  title: string,
  author: string,
  publisher: string,
  year: number,
  genre: BookGenre,
  pages: number,
  price: number,
  copies: number,
  language?: BookLanguage,
];

/**
 * Vijnan Study Centre's shelves: what Indian aspirants read for the civil services, banking,
 * JEE and NEET, and the classics a reading room keeps. Years are of the edition held; the ISBNs
 * are made up (with valid check digits), not the books' own.
 */
const DEMO_BOOKS: DemoBook[] = [
  ['Indian Polity', 'M. Laxmikanth', 'McGraw Hill', 2023, 'Education', 816, 895, 4],
  ['A Brief History of Modern India', 'Rajiv Ahir', 'Spectrum Books', 2022, 'History', 720, 445, 3],
  [
    'Certificate Physical and Human Geography',
    'Goh Cheng Leong',
    'Oxford University Press',
    2019,
    'Education',
    288,
    475,
    2,
  ],
  ['Indian Economy', 'Ramesh Singh', 'McGraw Hill', 2023, 'Education', 864, 795, 3],
  ['Indian Art and Culture', 'Nitin Singhania', 'McGraw Hill', 2022, 'Art', 672, 650, 2],
  [
    "India's Struggle for Independence",
    'Bipan Chandra',
    'Penguin Books',
    2016,
    'History',
    600,
    499,
    2,
  ],
  ["India's Ancient Past", 'R. S. Sharma', 'Oxford University Press', 2005, 'History', 400, 425, 2],
  ['History of Medieval India', 'Satish Chandra', 'Orient BlackSwan', 2007, 'History', 500, 395, 2],
  [
    'Quantitative Aptitude for Competitive Examinations',
    'R. S. Aggarwal',
    'S. Chand',
    2023,
    'Education',
    904,
    665,
    4,
  ],
  [
    'A Modern Approach to Verbal and Non-Verbal Reasoning',
    'R. S. Aggarwal',
    'S. Chand',
    2022,
    'Education',
    1040,
    699,
    3,
  ],
  [
    'Fast Track Objective Arithmetic',
    'Rajesh Verma',
    'Arihant Publications',
    2023,
    'Education',
    560,
    410,
    3,
  ],
  [
    'Objective General English',
    'S. P. Bakshi',
    'Arihant Publications',
    2022,
    'Education',
    720,
    390,
    2,
  ],
  ['Word Power Made Easy', 'Norman Lewis', 'Penguin Random House', 2015, 'Education', 528, 199, 3],
  [
    'Lucent General Knowledge',
    'Lucent Publications',
    'Lucent Publications',
    2024,
    'Education',
    520,
    260,
    4,
  ],
  [
    'Oxford Student Atlas for India',
    'Oxford University Press',
    'Oxford University Press',
    2021,
    'Education',
    128,
    325,
    2,
  ],
  ['Concepts of Physics, Part 1', 'H. C. Verma', 'Bharati Bhawan', 2022, 'Education', 464, 520, 3],
  ['Concepts of Physics, Part 2', 'H. C. Verma', 'Bharati Bhawan', 2022, 'Education', 480, 520, 3],
  [
    'Problems in General Physics',
    'I. E. Irodov',
    'Arihant Publications',
    2021,
    'Education',
    496,
    450,
    2,
  ],
  [
    'Organic Chemistry',
    'Robert T. Morrison and Robert N. Boyd',
    'Pearson',
    2010,
    'Education',
    1508,
    1150,
    1,
  ],
  [
    'Mathematics for Class 12',
    'R. D. Sharma',
    'Dhanpat Rai Publications',
    2023,
    'Education',
    1700,
    960,
    2,
  ],
  [
    "Trueman's Elementary Biology, Volume 1",
    'K. N. Bhatia and M. P. Tyagi',
    'Trueman Book Company',
    2022,
    'Education',
    900,
    745,
    2,
  ],
  ['Physics Textbook for Class 11, Part 1', 'NCERT', 'NCERT', 2023, 'Education', 224, 125, 4],
  [
    'Manorama Yearbook 2026',
    'Malayala Manorama',
    'Malayala Manorama',
    2026,
    'Education',
    1000,
    350,
    2,
  ],
  ['गोदान', 'Munshi Premchand', 'Rajkamal Prakashan', 2018, 'Literature', 328, 250, 2, 'Hindi'],
  ['निर्मला', 'Munshi Premchand', 'Rajkamal Prakashan', 2016, 'Literature', 176, 150, 1, 'Hindi'],
  ['मधुशाला', 'Harivansh Rai Bachchan', 'Rajpal and Sons', 2017, 'Literature', 160, 175, 1, 'Hindi'],
  [
    'रश्मिरथी',
    'Ramdhari Singh Dinkar',
    'Lokbharti Prakashan',
    2019,
    'Literature',
    120,
    150,
    2,
    'Hindi',
  ],
  [
    'गुनाहों का देवता',
    'Dharamvir Bharati',
    'Bharatiya Jnanpith',
    2015,
    'Literature',
    256,
    220,
    1,
    'Hindi',
  ],
  ['राग दरबारी', 'Shrilal Shukla', 'Rajkamal Prakashan', 2014, 'Literature', 336, 299, 1, 'Hindi'],
  ['श्यामची आई', 'Sane Guruji', 'Continental Prakashan', 2012, 'Literature', 240, 180, 1, 'Marathi'],
  ['मृत्युंजय', 'Shivaji Sawant', 'Continental Prakashan', 2013, 'Literature', 700, 550, 1, 'Marathi'],
  [
    'பொன்னியின் செல்வன்',
    'Kalki Krishnamurthy',
    'Vanathi Pathippagam',
    2014,
    'Literature',
    2400,
    900,
    1,
    'Tamil',
  ],
  ['திருக்குறள்', 'Thiruvalluvar', 'Kazhagam Publications', 2010, 'Literature', 320, 200, 1, 'Tamil'],
  ['श्रीमद्भगवद्गीता', 'Ved Vyasa', 'Gita Press', 2020, 'Literature', 256, 60, 2, 'Sanskrit'],
  [
    'अभिज्ञानशाकुन्तलम्',
    'Kalidasa',
    'Chaukhamba Sanskrit Pratishthan',
    2011,
    'Literature',
    300,
    240,
    1,
    'Sanskrit',
  ],
  ['Gitanjali', 'Rabindranath Tagore', 'Macmillan', 2011, 'Literature', 112, 150, 2],
  ['Malgudi Days', 'R. K. Narayan', 'Indian Thought Publications', 2012, 'Literature', 256, 195, 2],
  [
    'Swami and Friends',
    'R. K. Narayan',
    'Indian Thought Publications',
    2011,
    'Literature',
    192,
    150,
    1,
  ],
  ['The Guide', 'R. K. Narayan', 'Indian Thought Publications', 2010, 'Literature', 224, 175, 1],
  ['Train to Pakistan', 'Khushwant Singh', 'Penguin Books', 2016, 'Literature', 208, 250, 1],
  ['The God of Small Things', 'Arundhati Roy', 'Penguin Books', 2017, 'Literature', 340, 399, 1],
  ['A Suitable Boy', 'Vikram Seth', 'Penguin Books', 2013, 'Literature', 1488, 899, 1],
  ["Midnight's Children", 'Salman Rushdie', 'Vintage', 2013, 'Literature', 672, 499, 1],
  ['The White Tiger', 'Aravind Adiga', 'HarperCollins', 2018, 'Literature', 336, 350, 1],
  ['The Room on the Roof', 'Ruskin Bond', 'Penguin Books', 2015, 'Literature', 160, 199, 1],
  [
    'Wings of Fire',
    'A. P. J. Abdul Kalam',
    'Universities Press',
    2014,
    'Autobiography',
    196,
    225,
    3,
  ],
  [
    'The Story of My Experiments with Truth',
    'M. K. Gandhi',
    'Navajivan Publishing House',
    2018,
    'Autobiography',
    480,
    120,
    2,
  ],
  ['An Autobiography', 'Jawaharlal Nehru', 'Penguin Books', 2004, 'Autobiography', 656, 499, 1],
  ['The Discovery of India', 'Jawaharlal Nehru', 'Penguin Books', 2008, 'History', 656, 450, 2],
  ['India After Gandhi', 'Ramachandra Guha', 'Picador', 2017, 'History', 944, 799, 1],
  [
    'Freedom at Midnight',
    'Larry Collins and Dominique Lapierre',
    'Vikas Publishing',
    2011,
    'History',
    572,
    399,
    1,
  ],
  ['The Argumentative Indian', 'Amartya Sen', 'Penguin Books', 2006, 'Social Science', 432, 450, 1],
  [
    'Poor Economics',
    'Abhijit V. Banerjee and Esther Duflo',
    'Penguin Random House',
    2012,
    'Social Science',
    320,
    499,
    1,
  ],
  ['Ignited Minds', 'A. P. J. Abdul Kalam', 'Penguin Books', 2003, 'Social Science', 200, 250, 2],
  ['The Intelligent Investor', 'Benjamin Graham', 'HarperCollins', 2013, 'Business', 640, 599, 1],
  ['Rich Dad Poor Dad', 'Robert T. Kiyosaki', 'Plata Publishing', 2017, 'Business', 336, 399, 2],
  ['Panchatantra', 'Vishnu Sharma', 'Rupa Publications', 2015, "Children's Book", 240, 195, 2],
  [
    "Ruskin Bond's Children's Omnibus",
    'Ruskin Bond',
    'Rupa Publications',
    2013,
    "Children's Book",
    400,
    350,
    1,
  ],
  ['Shivaji: The Great Maratha', 'Anant Pai', 'Amar Chitra Katha', 2018, 'Comic', 96, 180, 2],
  ['The Story of Art', 'E. H. Gombrich', 'Phaidon', 2006, 'Art', 688, 1995, 1],
];

/** Loans of the demo library: book title, borrower, lent how many days ago, for how many days. */
const DEMO_LOANS: {
  title: string;
  borrower: string;
  lentDaysAgo: number;
  days: number;
  returned?: boolean;
  email?: string;
}[] = [
  { title: 'Indian Polity', borrower: 'Rohan Deshmukh', lentDaysAgo: 40, days: 14, returned: true },
  { title: 'Indian Polity', borrower: 'Sneha Kulkarni', lentDaysAgo: 10, days: 14 },
  {
    title: 'Quantitative Aptitude for Competitive Examinations',
    borrower: 'Imran Shaikh',
    lentDaysAgo: 25,
    days: 14,
    email: 'imran.shaikh@example.com',
  },
  { title: 'Concepts of Physics, Part 1', borrower: 'Priya Nair', lentDaysAgo: 30, days: 21 },
  {
    title: 'Concepts of Physics, Part 2',
    borrower: 'Priya Nair',
    lentDaysAgo: 30,
    days: 21,
    returned: true,
  },
  { title: 'गोदान', borrower: 'Sunita Pawar', lentDaysAgo: 5, days: 14 },
  { title: 'Wings of Fire', borrower: 'Aditya Joshi', lentDaysAgo: 60, days: 14, returned: true },
  { title: 'Wings of Fire', borrower: 'Kavya Menon', lentDaysAgo: 3, days: 14 },
  {
    title: 'Lucent General Knowledge',
    borrower: 'Farhan Qureshi',
    lentDaysAgo: 18,
    days: 14,
    email: 'farhan.q@example.com',
  },
  { title: 'Malgudi Days', borrower: 'Neha Gupta', lentDaysAgo: 12, days: 7 },
  { title: 'A Brief History of Modern India', borrower: 'Omkar Patil', lentDaysAgo: 20, days: 30 },
  {
    title: 'The Discovery of India',
    borrower: 'Lakshmi Iyer',
    lentDaysAgo: 45,
    days: 14,
    returned: true,
  },
];

/** The shelf: the first 24 books, four to a row from the top left. */
const SHELVED = 24;

async function findId(db: Db, table: 'org' | 'user', key: string): Promise<string | undefined> {
  if (table === 'org') {
    const [org] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.name, key));
    return org?.id;
  }
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, key));
  return user?.id;
}

export const demoBooksSeed: DemoSeed = {
  key: 'demo_library_books_seeded',
  async run(db) {
    const orgId = await findId(db, 'org', 'Vijnan Study Centre');
    if (!orgId) return;
    // One insert for the catalogue: the demo library has no books yet, so they are numbered
    // 1 to 60 in this order (addBook's lock is for librarians adding at once).
    const rows = await db
      .insert(books)
      .values(
        DEMO_BOOKS.map(
          ([title, author, publisher, year, series, pages, price, copies, language], i) => {
            const input: BookInput = {
              title,
              author,
              publisher,
              publisherDate: `${year}-${String((i % 12) + 1).padStart(2, '0')}-01`,
              series,
              language: language ?? 'English',
              format: i % 9 === 0 ? 'Hardcover' : i % 13 === 0 ? 'Pocket Book' : 'Paper Book',
              isbn: isbn13(`978938${String(100000 + i * 37).slice(-6)}`),
              price: String(price),
              quantity: copies,
              pages,
              description: `${title} by ${author}.`,
            };
            return { ...bookValues(bookInputSchema.parse(input)), orgId, number: i + 1 };
          },
        ),
      )
      .returning({ id: books.id, number: books.number });
    const bookIds = rows.sort((x, y) => x.number - y.number).map((r) => r.id);

    const today = todayInIndia();
    const [student] = await db
      .select({ vedanId: users.vedanId })
      .from(users)
      .where(eq(users.email, 'student@vedann.demo'));
    // The demo student has a book out too, linked to her account, and overdue.
    const loans = [
      ...DEMO_LOANS,
      ...(student
        ? [
            {
              title: 'Wings of Fire',
              borrower: 'Asha Rao',
              lentDaysAgo: 21,
              days: 14,
              vedanId: student.vedanId,
            },
          ]
        : []),
    ];
    for (const [i, loan] of loans.entries()) {
      const book = DEMO_BOOKS.findIndex(([title]) => title === loan.title);
      const loanDate = addDays(today, -loan.lentDaysAgo);
      await addLoan(db, orgId, {
        loanId: `VSC-${String(i + 1).padStart(3, '0')}`,
        bookName: loan.title,
        bookId: bookIds[book],
        borrowerName: loan.borrower,
        loanDate,
        dueDate: addDays(loanDate, loan.days),
        returnBook: 'returned' in loan ? (loan.returned ?? false) : false,
        borrowerEmail: 'email' in loan ? loan.email : undefined,
        borrowerVedanId: 'vedanId' in loan ? loan.vedanId : undefined,
      });
    }

    await db.insert(bookShelves).values({ orgId, rows: 6, columns: 7 }).onConflictDoNothing();
    await db
      .insert(shelfCells)
      .values(
        bookIds.slice(0, SHELVED).map((bookId, i) => ({
          orgId,
          row: Math.floor(i / 4) + 1,
          column: (i % 4) + 1,
          bookId,
        })),
      )
      .onConflictDoNothing();
  },
};
