import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** Where a company's public page is (`public-page.tsx`). */
export const companyPagePath = (id: string) => `/companies/${id}`;

/** A company's name that opens its public page (the job page, the placement tables). */
export function CompanyLink({ id, name }: { id: string; name: string }) {
  return (
    <Anchor component={Link} to={companyPagePath(id)} inherit>
      {name}
    </Anchor>
  );
}
