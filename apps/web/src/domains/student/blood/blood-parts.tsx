import { Paper, Title } from '@mantine/core';
import { studentApi } from '@vedann/contracts';

const { blood } = studentApi;

/** What a change on the board makes stale: every list of requests, the donors, the donor. */
export const BLOOD_STALE = [blood.requests, blood.mine, blood.forMe, blood.donors, blood.donor];

/** The board's lists of requests: the open ones, the viewer's, those a donor can answer. */
export type BloodList = (typeof blood)['requests' | 'mine' | 'forMe'];

export function Section(props: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id} mb="sm">
        {props.title}
      </Title>
      {props.children}
    </Paper>
  );
}
