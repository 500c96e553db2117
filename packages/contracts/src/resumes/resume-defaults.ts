import {
  FIXED_EDUCATION_TYPES,
  RESUME_LIMITS,
  RESUME_SECTIONS,
  type Resume,
  type ResumeData,
  type ResumeExperience,
  type ResumeProject,
} from './resume';

// A new resume, one filled from the profile, and a saved one read as the form works on it.

export const emptyEducation = (type: string) => ({
  university: '',
  percentage: '',
  year: '',
  type,
});

export const emptyExperience = (): ResumeExperience => ({
  role: '',
  company: '',
  year: '',
  bullets: '',
});
export const emptyProject = (): ResumeProject => ({ name: '', link: '', year: '', bullets: '' });

/**
 * A new resume: one empty skill and experience, no project, and the three fixed education
 * entries.
 */
export function defaultResume(): ResumeData {
  return {
    name: '',
    email: '',
    phone: '',
    address: '',
    portfolio: '',
    skills: [{ skill: '' }],
    experience: [emptyExperience()],
    projects: [],
    education: FIXED_EDUCATION_TYPES.map(emptyEducation),
    certificate: '',
    sectionOrder: [...RESUME_SECTIONS],
  };
}

/**
 * A new resume filled from what the account already told Vedann: its name, email and phone, the
 * skills of its self-rating and the jobs and internships of its work history (newest first).
 */
export function prefilledResume(profile: {
  fullname: string;
  email: string;
  phoneNumber: string;
  skills: readonly string[];
  work: readonly { role: string; company: string; from: string; to: string }[];
}): ResumeData {
  const blank = defaultResume();
  const skills = profile.skills
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '')
    .slice(0, RESUME_LIMITS.skills);
  const work = profile.work
    .map((entry) => ({
      ...emptyExperience(),
      role: entry.role.trim(),
      company: entry.company.trim(),
      year: (entry.to.trim() || entry.from.trim()).slice(0, 4),
    }))
    .sort((a, b) => b.year.localeCompare(a.year))
    .slice(0, RESUME_LIMITS.experience);
  return {
    ...blank,
    name: profile.fullname.trim().slice(0, 100),
    email: profile.email.trim(),
    phone: /^\d{10}$/.test(profile.phoneNumber) ? profile.phoneNumber : '',
    skills: skills.length > 0 ? skills.map((skill) => ({ skill })) : blank.skills,
    experience: work.length > 0 ? work : blank.experience,
  };
}

/** A saved resume's content, without its id and times: what the form and the PDF work on. */
export function resumeDataOf(resume: Resume): ResumeData {
  const {
    name,
    email,
    phone,
    address,
    portfolio,
    skills,
    experience,
    projects,
    education,
    certificate,
    sectionOrder,
  } = resume;
  return {
    name,
    email,
    phone,
    address,
    portfolio,
    skills,
    experience,
    projects,
    education,
    certificate,
    sectionOrder,
  };
}

/**
 * A resume as saved before bullet points, projects and the section order existed reads as if
 * it had none of them, in the default order.
 */
export function withResumeDefaults<
  T extends {
    experience: readonly { role: string; company: string; year: string; bullets?: string }[];
    projects?: ResumeData['projects'] | null;
    sectionOrder?: ResumeData['sectionOrder'] | null;
  },
>(resume: T): T & Pick<ResumeData, 'experience' | 'projects' | 'sectionOrder'> {
  return {
    ...resume,
    experience: resume.experience.map((e) => ({ ...e, bullets: e.bullets ?? '' })),
    projects: resume.projects ?? [],
    sectionOrder: resume.sectionOrder ?? [...RESUME_SECTIONS],
  };
}
