import { Button, Group, TextInput, UnstyledButton } from '@mantine/core';
import type { PromoCodeState } from './use-promo-code';

/** "Have a code?": a link until asked for, then the code and its Apply button, with the reason a code is refused. */
export function PromoCodeField({
  promo,
  onApply,
  disabled,
}: {
  promo: PromoCodeState;
  onApply: () => void;
  disabled: boolean;
}) {
  if (!promo.opened) {
    return (
      <UnstyledButton
        onClick={promo.open}
        c="brand.8"
        fz="sm"
        fw={600}
        td="underline"
        style={{ alignSelf: 'flex-start' }}
      >
        Have a code?
      </UnstyledButton>
    );
  }
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label="Promo code"
        name="promoCode"
        autoComplete="off"
        autoCapitalize="characters"
        style={{ flex: 1 }}
        value={promo.typed}
        error={promo.error}
        disabled={disabled}
        onChange={(event) => promo.type(event.currentTarget.value)}
        onKeyDown={(event) => {
          // Enter applies the code rather than sending the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            onApply();
          }
        }}
      />
      <Button variant="default" mt={25} loading={promo.checking} disabled={disabled} onClick={onApply}>
        Apply
      </Button>
    </Group>
  );
}
