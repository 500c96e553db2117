import { Group, Radio } from '@mantine/core';

const STARS = ['1', '2', '3', '4', '5'] as const;

/** A choice of 1 to 5, as named radio buttons (readable and usable without a pointer). */
export function StarChoice(props: {
  label: string;
  description?: string | undefined;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Radio.Group
      label={props.label}
      description={props.description}
      value={props.value ? String(props.value) : null}
      onChange={(value) => props.onChange(Number(value))}
    >
      <Group gap="sm" mt={4}>
        {STARS.map((star) => (
          <Radio key={star} value={star} label={star} />
        ))}
      </Group>
    </Radio.Group>
  );
}
