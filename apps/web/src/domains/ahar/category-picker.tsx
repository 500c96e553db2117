import { useState } from 'react';
import { Anchor, Button, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AharCategory, CategoryChoice } from '@vedann/contracts';
import { useAharStockT } from './stock/i18n';
import { useAharCategories } from './stock/categories-api';
import { ManageCategories, useMayManageCategories } from './stock/manage-categories';
import './stock/stock.css';

export type { CategoryChoice } from '@vedann/contracts';

/** The spec's close delay (section 9: "Modal close delay 200 ms"), the length of the slide out. */
export const PICKER_CLOSE_MS = 200;

export interface CategoryPickerProps {
  opened: boolean;
  onClose(): void;
  /** The chosen category (its stored English name) and item name, or null for the category alone. */
  onPick(choice: CategoryChoice): void;
  /** The categories to offer; by default the built-in catalogue and the current business's own. */
  categories?: AharCategory[];
}

/**
 * The category picker (spec 04 section 2.6, issue 14 section 2): a modal titled Select Category
 * with a 3-column grid of category names; choosing one shows its items in a grid with a Back link.
 * It closes on the X, on a click outside or on Escape, slides in and out (200 ms on close) and is
 * at most 80% of the viewport high. Choosing an item fills both the category and the item name.
 * Members holding the `inventory` permission also find Manage categories there: the business's
 * own categories and their items, added, renamed and removed in place (Back returns to the grid).
 */
export function CategoryPicker({ categories, ...props }: CategoryPickerProps) {
  if (categories) return <PickerModal {...props} categories={categories} />;
  return <FetchingPicker {...props} />;
}

function FetchingPicker(props: Omit<CategoryPickerProps, 'categories'>) {
  const { categories } = useAharCategories();
  return <PickerModal {...props} categories={categories} />;
}

/** A built-in category's label in the chosen language; the business's own keep their name. */
export function useCategoryLabel(): (category: Pick<AharCategory, 'key' | 'name'>) => string {
  const t = useAharStockT();
  return (category) =>
    category.key ? t(`categories.${category.key}` as 'categories.sweets') : category.name;
}

function PickerModal({
  opened,
  onClose,
  onPick,
  categories,
}: Omit<CategoryPickerProps, 'categories'> & { categories: AharCategory[] }) {
  const t = useAharStockT();
  const label = useCategoryLabel();
  const mayManage = useMayManageCategories();
  const [chosen, setChosen] = useState<AharCategory | null>(null);
  const [managing, setManaging] = useState(false);
  const pick = (choice: CategoryChoice) => {
    onPick(choice);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('picker.title')}
      size="lg"
      // Slides in and out; the slide out lasts the spec's 200 ms before the modal is gone.
      transitionProps={{ transition: 'slide-up', duration: PICKER_CLOSE_MS }}
      onExitTransitionEnd={() => {
        setChosen(null);
        setManaging(false);
      }}
      classNames={{ content: 'ahar-picker-content' }}
    >
      {managing ? (
        <Stack gap="sm">
          <Anchor component="button" type="button" onClick={() => setManaging(false)}>
            {t('picker.back')}
          </Anchor>
          <ManageCategories />
        </Stack>
      ) : chosen ? (
        <Stack gap="sm">
          <Anchor component="button" type="button" onClick={() => setChosen(null)}>
            {t('picker.back')}
          </Anchor>
          <Text fw={600}>{label(chosen)}</Text>
          {chosen.items.length === 0 ? (
            <Text c="dimmed">{t('picker.noItems')}</Text>
          ) : (
            <SimpleGrid cols={3} spacing="xs" role="list" aria-label={label(chosen)}>
              {chosen.items.map((item) => (
                <div role="listitem" key={item}>
                  <UnstyledButton
                    className="ahar-picker-cell"
                    onClick={() => pick({ category: chosen.name, item })}
                  >
                    {item}
                  </UnstyledButton>
                </div>
              ))}
            </SimpleGrid>
          )}
          <Button
            variant="light"
            onClick={() => pick({ category: chosen.name, item: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('picker.useCategory', { category: label(chosen) })}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <SimpleGrid cols={3} spacing="xs" role="list" aria-label={t('picker.title')}>
            {categories.map((category) => (
              <div role="listitem" key={category._id ?? category.key ?? category.name}>
                <UnstyledButton className="ahar-picker-cell" onClick={() => setChosen(category)}>
                  {label(category)}
                </UnstyledButton>
              </div>
            ))}
          </SimpleGrid>
          {mayManage && (
            <Button
              variant="subtle"
              onClick={() => setManaging(true)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('manage.open')}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
