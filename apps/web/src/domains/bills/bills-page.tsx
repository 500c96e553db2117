import { useState, type ComponentType } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { BILL_KINDS, BILL_PERMISSIONS, type BillKind } from '@vedann/contracts';
import { BusinessShell, type ShellGroup } from '../business-shell';
import type { BillArea } from './bill-logic';
import { BillKindView } from './bill-tables';
import { BillsSummary } from './bills-summary';
import { useBillsT } from './i18n';
import './bills.css';

/** Spec 03 and 04 section 2: Wifi is the kind shown first. */
const DEFAULT_KIND: BillKind = 'wifi';

function BillsScreen({ area, kind }: { area: BillArea; kind: BillKind }) {
  return (
    <Stack gap="xl" className="bills-screen">
      <BillKindView area={area} kind={kind} />
      <BillsSummary />
    </Stack>
  );
}

// One component per area and kind, made once, so the shell keeps the panel between renders.
const panels = new Map<string, ComponentType>();
function panelFor(area: BillArea, kind: BillKind): ComponentType {
  const key = `${area}:${kind}`;
  let panel = panels.get(key);
  if (!panel) {
    panel = function BillKindPanel() {
      return <BillsScreen area={area} kind={kind} />;
    };
    panels.set(key, panel);
  }
  return panel;
}

const kindLabel = (t: ReturnType<typeof useBillsT>, area: BillArea, kind: BillKind) =>
  area === 'ahar' ? t(`aharKinds.${kind}`) : t(`kinds.${kind}`);

/**
 * `/gym/bills` and `/ahar/bill`: the bills with their own side menu (Water, Wifi, Electricity,
 * Rent, Equipment) on the business shell, whose open state is remembered per page. Wifi is shown
 * first, as the menu's current item, so the menu opens on all five kinds.
 */
function BillsPage({ area }: { area: 'gym' | 'ahar' }) {
  const t = useBillsT();
  const groups: ShellGroup[] = [
    {
      key: 'bills',
      label: t('menu'),
      hint: t('menuFinding.subtitles.bills'),
      items: BILL_KINDS.map((kind) => ({
        key: kind,
        label: kindLabel(t, area, kind),
        panel: panelFor(area, kind),
        permission: BILL_PERMISSIONS[area],
      })),
    },
  ];
  return (
    <BusinessShell
      area={`${area}-bills`}
      kinds={[area]}
      title={kindLabel(t, area, DEFAULT_KIND)}
      groups={groups}
      defaultPanel={DEFAULT_KIND}
    >
      {/* The shell hides the kinds from a member without the bills permission. */}
      <Text>{t('forbidden')}</Text>
    </BusinessShell>
  );
}

export function GymBillsPage() {
  return <BillsPage area="gym" />;
}

export function AharBillsPage() {
  return <BillsPage area="ahar" />;
}

/** The bills as a panel of a dashboard's menu (the barber's and the company's): kinds as tabs. */
function BillsPanel({ area }: { area: BillArea }) {
  const t = useBillsT();
  const [kind, setKind] = useState<string | null>(DEFAULT_KIND);
  return (
    <Stack gap="xl" className="bills-screen">
      <Tabs value={kind} onChange={setKind} keepMounted={false}>
        <Tabs.List>
          {BILL_KINDS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {kindLabel(t, area, each)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BILL_KINDS.map((each) => (
          <Tabs.Panel key={each} value={each} pt="md">
            <BillKindView area={area} kind={each} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <BillsSummary />
    </Stack>
  );
}

/** The barber's Bill item. */
export default function BarberBillsPanel() {
  return <BillsPanel area="barber" />;
}

/** The company's Bill item (its dashboard mounts it with `lazy(() => import(...).then(...))`). */
export function CompanyBillsPanel() {
  return <BillsPanel area="company" />;
}
