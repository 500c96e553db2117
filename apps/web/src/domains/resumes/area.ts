import type { RouteObject } from 'react-router';
import { catalogueType, type WebArea } from '../../lib/web-area';
import type { ResumesTexts } from './i18n';

// The resume builder (spec 01 section 2.4, spec 04 section 2.3): /placement/resume is the same form.
const resumes = () => import('./resume-pages');
const memberRoutes: RouteObject[] = [
  ...['/service/student', '/placement/resume'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await resumes()).ResumeFormPage }),
  })),
  {
    path: '/service/student/preview',
    lazy: async () => ({ Component: (await resumes()).VedannPreviewPage }),
  },
  {
    path: '/service/student/previewats',
    lazy: async () => ({ Component: (await resumes()).AtsPreviewPage }),
  },
  {
    path: '/placement/resume/saved',
    lazy: async () => ({ Component: (await resumes()).SavedResumesPage }),
  },
];

export const resumesArea = {
  name: 'resumes',
  routes: { member: memberRoutes },
  catalogues: { resumes: catalogueType<ResumesTexts>() },
} satisfies WebArea;
