import type { ApplicationStatus } from './job';

/** How each status reads in the e-mail to the student. */
const STATUS_WORDS: Record<ApplicationStatus, string> = {
  applied: 'applied (under review)',
  shortlisted: 'shortlisted',
  rejected: 'not selected',
  hired: 'hired',
};

/** The e-mail a student gets when a company changes their application's status. */
export function applicationStatusMail(input: {
  fullname: string;
  title: string;
  company: string;
  status: ApplicationStatus;
  link: string;
}): { subject: string; text: string } {
  const words = STATUS_WORDS[input.status];
  return {
    subject: `Your application for ${input.title} at ${input.company}: ${words}`,
    text: [
      `Dear ${input.fullname},`,
      '',
      `${input.company} has changed the status of your application for ${input.title}. It is now: ${words}.`,
      `See your applications: ${input.link}`,
      '',
      'Vedann',
      '',
    ].join('\n'),
  };
}

/** The daily e-mail of a saved search: the new jobs that match it, newest first. */
export function jobAlertMail(input: {
  fullname: string;
  searchName: string;
  jobs: { title: string; company: string; location: string; link: string }[];
  more: number;
  searchLink: string;
}): { subject: string; text: string } {
  const count = input.jobs.length + input.more;
  return {
    subject: `${count} new ${count === 1 ? 'job matches' : 'jobs match'} your saved search: ${input.searchName}`,
    text: [
      `Dear ${input.fullname},`,
      '',
      `New jobs matching your saved search "${input.searchName}":`,
      '',
      ...input.jobs.map((job) => `- ${job.title}, ${job.company}, ${job.location}: ${job.link}`),
      ...(input.more > 0 ? [`…and ${input.more} more.`] : []),
      '',
      `See them all: ${input.searchLink}`,
      '',
      'You get this e-mail once a day at most, because you saved this search with alerts on. Turn its alerts off or delete it on the Jobs page of Vedann to get no more.',
      '',
      'Vedann',
      '',
    ].join('\n'),
  };
}
