export { ExamDeadlines } from './exam-deadlines';
