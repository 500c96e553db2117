import { BUSINESS_TIME_ZONE } from '../common/business-time-terms';
import { readablePhone } from '../common/phone';
import type { ApplicationStatus } from './job-terms';

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

const interviewMoment = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * The e-mail a student gets when a company calls them to an interview, or moves it: when (in
 * India time, where the companies are), where, and whom to call. `moved` says it replaces an
 * earlier date or place.
 */
export function interviewMail(input: {
  fullname: string;
  title: string;
  company: string;
  interviewAt: Date;
  address: string;
  contactNumber: string;
  moved: boolean;
  link: string;
}): { subject: string; text: string } {
  const when = `${interviewMoment.format(input.interviewAt)} (India time)`;
  return {
    subject: `${input.moved ? 'Interview moved' : 'Interview'}: ${input.title} at ${input.company}`,
    text: [
      `Dear ${input.fullname},`,
      '',
      input.moved
        ? `${input.company} has changed your interview for ${input.title}. The new details replace the earlier ones.`
        : `${input.company} has shortlisted you for ${input.title} and calls you to an interview.`,
      '',
      `When: ${when}`,
      ...(input.address ? [`Where: ${input.address}`] : []),
      ...(input.contactNumber ? [`Contact: ${readablePhone(input.contactNumber)}`] : []),
      '',
      `See your application: ${input.link}`,
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
