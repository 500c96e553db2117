// The resume builder's screens, one lazy chunk for the area.
import { ResumePreviewPage } from './resume-preview-page';

export { ResumeFormPage } from './resume-form-page';
export { SavedResumesPage } from './saved-resumes-page';

export const VedannPreviewPage = () => <ResumePreviewPage template="vedann" />;
export const AtsPreviewPage = () => <ResumePreviewPage template="ats" />;
