// The QR designer's controls: size, error correction, colours and margin, with a warning when
// the colours are too close for scanners. Each change hands the whole design up. While the link
// has a logo the server draws at level H, so the level shows H, closed, and says why; the choice
// made before comes back with the logo's removal.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField, TextField } from '@/components/ui/field';
import { contrastRatio, hasLowContrast } from '../utils/qr-contrast';
import {
  parseMargin,
  QR_ECC_LEVELS,
  QR_MARGIN_MAX,
  QR_SIZES,
  type QrDesign,
} from '../utils/qr-design';

export interface QrDesignerProps {
  design: QrDesign;
  onChange: (design: QrDesign) => void;
  /** The link has a logo: error correction is H whatever is chosen. */
  logo?: boolean;
}

export function QrDesigner({ design, onChange, logo = false }: QrDesignerProps) {
  const { t } = useTranslation();
  const eccName = useId();
  const eccNote = `${eccName}-note`;
  const set = (change: Partial<QrDesign>) => onChange({ ...design, ...change });
  return (
    <div className="qr-designer__controls">
      <SelectField
        label={t('links.qr.size')}
        value={String(design.size)}
        onChange={(event) => set({ size: Number(event.target.value) })}
        options={QR_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
      />
      <ChoiceGroup
        legend={t('links.qr.ecc')}
        name={eccName}
        value={logo ? 'H' : design.ecc}
        onChange={(ecc) => set({ ecc })}
        disabled={logo}
        describedBy={logo ? eccNote : undefined}
        options={QR_ECC_LEVELS.map((level) => ({
          value: level,
          label: level,
          hint: t(`links.qr.eccHints.${level}`),
        }))}
      />
      {logo && (
        <p id={eccNote} className="field__hint">
          {t('links.qr.logoEcc')}
        </p>
      )}
      <div className="qr-designer__colours">
        <TextField
          type="color"
          label={t('links.qr.foreground')}
          value={design.fg}
          onChange={(event) => set({ fg: event.target.value })}
        />
        <TextField
          type="color"
          label={t('links.qr.background')}
          value={design.bg}
          onChange={(event) => set({ bg: event.target.value })}
        />
      </div>
      <ContrastWarning fg={design.fg} bg={design.bg} />
      <MarginField value={design.margin} onChange={(margin) => set({ margin })} />
    </div>
  );
}

/** Always in the page, so screen readers announce the warning when it appears. */
function ContrastWarning({ fg, bg }: { fg: string; bg: string }) {
  const { t, i18n } = useTranslation();
  const ratio = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    contrastRatio(fg, bg),
  );
  return (
    <div role="status">
      {hasLowContrast(fg, bg) && (
        <p className="qr-designer__warning">{t('links.qr.lowContrast', { ratio })}</p>
      )}
    </div>
  );
}

/** Its own text while typing (empty is allowed then); on leaving, the margin in use. */
function MarginField({ value, onChange }: { value: number; onChange: (margin: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={0}
      max={QR_MARGIN_MAX}
      step={1}
      label={t('links.qr.margin')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const margin = parseMargin(event.target.value);
        if (margin !== null) onChange(margin);
      }}
      onBlur={() => setText(String(value))}
    />
  );
}
