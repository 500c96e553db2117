import { z } from 'zod';

/**
 * VPK Identify (spec 04 section 2.2, a placeholder there): a short questionnaire in the Ayurvedic
 * tradition. Each question has one answer per dosha; the dosha chosen most often leads. It is
 * guidance for choosing foods, not a medical assessment.
 */
export const DOSHAS = ['vata', 'pitta', 'kapha'] as const;
export type Dosha = (typeof DOSHAS)[number];

export const DOSHA_QUESTIONS = [
  'frame',
  'skin',
  'digestion',
  'sleep',
  'temperament',
  'weather',
] as const;
export type DoshaQuestion = (typeof DOSHA_QUESTIONS)[number];

export const DOSHA_MESSAGES = {
  answerAll: 'Answer every question.',
  saved: 'Your answers are saved.',
  notTaken: 'You have not taken the questionnaire yet.',
} as const;

export const doshaAnswersSchema = z.object({
  answers: z.object(
    Object.fromEntries(
      DOSHA_QUESTIONS.map((question) => [
        question,
        z.enum(DOSHAS, { error: DOSHA_MESSAGES.answerAll }),
      ]),
    ) as Record<DoshaQuestion, z.ZodEnum<{ vata: 'vata'; pitta: 'pitta'; kapha: 'kapha' }>>,
    { error: DOSHA_MESSAGES.answerAll },
  ),
});
export type DoshaAnswers = z.input<typeof doshaAnswersSchema>['answers'];

export const doshaResultSchema = z.object({
  dosha: z.enum(DOSHAS),
  scores: z.object({ vata: z.number().int(), pitta: z.number().int(), kapha: z.number().int() }),
  answeredAt: z.string(),
});
export type DoshaResult = z.infer<typeof doshaResultSchema>;

/**
 * Counts each dosha's answers. A tie goes to the dosha that answered the body's questions
 * (frame, skin, digestion) more often, then to the order vata, pitta, kapha.
 */
export function scoreDosha(answers: Record<DoshaQuestion, Dosha>): {
  dosha: Dosha;
  scores: Record<Dosha, number>;
} {
  const scores: Record<Dosha, number> = { vata: 0, pitta: 0, kapha: 0 };
  const body: Record<Dosha, number> = { vata: 0, pitta: 0, kapha: 0 };
  for (const question of DOSHA_QUESTIONS) {
    const answer = answers[question];
    scores[answer] += 1;
    if (question === 'frame' || question === 'skin' || question === 'digestion') body[answer] += 1;
  }
  const dosha = [...DOSHAS].sort((a, b) => scores[b] - scores[a] || body[b] - body[a])[0] ?? 'vata';
  return { dosha, scores };
}
