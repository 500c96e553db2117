export { ExamDeadlines } from './exams/exam-deadlines';
