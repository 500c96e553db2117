import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { ASSESSMENT_SKILLS, type Assessment, type AssessmentSkill } from '@vedann/contracts';

// The chart library is in this module only: it is loaded when an assessment is shown.

/** The skills assessment as a bar chart (spec 04 section 2.3): one bar per line, -10 to 10. */
export function AssessmentChart({
  assessment,
  title,
  skillLabel,
  marksLabel,
}: {
  assessment: Assessment;
  title: string;
  skillLabel: (skill: AssessmentSkill) => string;
  marksLabel: string;
}) {
  return (
    <figure style={{ margin: 0 }} aria-label={title}>
      <BarChart
        h={220}
        data={ASSESSMENT_SKILLS.map((skill) => ({
          skill: skillLabel(skill),
          marks: assessment[skill],
        }))}
        dataKey="skill"
        series={[{ name: 'marks', label: marksLabel, color: 'blue.6' }]}
        yAxisProps={{ domain: [-10, 10] }}
        tickLine="y"
      />
    </figure>
  );
}
