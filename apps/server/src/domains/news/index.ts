/** What other areas use of the news area. */
export { newsArticles } from './news.table';
