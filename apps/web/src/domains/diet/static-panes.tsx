import { Alert, Table, Text } from '@mantine/core';
import { useDietT } from './i18n';
import { ScrollRegion } from '../../ui/scroll-region';

const NUTRIENTS = ['carbohydrates', 'proteins', 'fats', 'vitamins', 'dairy', 'hydration'] as const;
/** The spec's order: Vata, Kapha, Pitta. */
export const VPK_ORDER = ['vata', 'kapha', 'pitta'] as const;

/** Info: the nutrient table and the water guidance (written by us). */
export function InfoPane() {
  const t = useDietT();
  return (
    <>
      <ScrollRegion label={t('info.caption')}>
        <Table striped withTableBorder>
          <Table.Caption>{t('info.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('info.category')}</Table.Th>
              <Table.Th>{t('info.purpose')}</Table.Th>
              <Table.Th>{t('info.sources')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NUTRIENTS.map((row) => (
              <Table.Tr key={row}>
                <Table.Th scope="row">{t(`info.rows.${row}.category`)}</Table.Th>
                <Table.Td>{t(`info.rows.${row}.purpose`)}</Table.Td>
                <Table.Td>{t(`info.rows.${row}.sources`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Alert color="blue">{t('info.water')}</Alert>
    </>
  );
}

/** VPK Items: foods to eat and to avoid for each dosha (written by us). */
export function VpkItemsPane() {
  const t = useDietT();
  return (
    <ScrollRegion label={t('vpk.caption')}>
      <Table striped withTableBorder>
        <Table.Caption>{t('vpk.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('vpk.dosha')}</Table.Th>
            <Table.Th>{t('vpk.eat')}</Table.Th>
            <Table.Th>{t('vpk.avoid')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {VPK_ORDER.map((dosha) => (
            <Table.Tr key={dosha} id={`vpk-${dosha}`}>
              <Table.Th scope="row">{t(`vpk.names.${dosha}`)}</Table.Th>
              <Table.Td>{t(`vpk.rows.${dosha}.eat`)}</Table.Td>
              <Table.Td>{t(`vpk.rows.${dosha}.avoid`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

export function VpkPane() {
  const t = useDietT();
  return <Text>{t('vpk.intro')}</Text>;
}
