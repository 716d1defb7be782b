// The finger-hint keyboard for lessons, with the wrong key flashed over it for 300 ms.
import type { ReactNode } from "react";
import { FingerKeyboard } from "~/components/keyboard/finger-keyboard";
import { geometryOf } from "~/core/typing/layouts/geometry";
import { LayoutVariantSelect } from "~/components/keyboard/layout-variant-select";
import { layoutFor, strokeFor, type KeyboardLayout } from "~/core/typing/layouts";
import { useMnLayoutVariant } from "~/hooks/use-mn-layout-variant";

interface Props {
  nextChar: string | null;
  wrongChar: string | null;
  language?: "mn" | "en";
  /** The curriculum's own layout (the traditional script), with its options in place of the number-row choice. */
  layout?: KeyboardLayout;
  children?: ReactNode;
}

export function LessonKeyboard({ nextChar, wrongChar, language = "mn", layout: given, children }: Props) {
  const [variant, setVariant] = useMnLayoutVariant();
  const layout = given ?? layoutFor(language, variant);
  return (
    <div className="lesson-kb">
      <div className="lesson-kb__picture">
        <FingerKeyboard layout={layout} nextChar={nextChar} />
        {wrongChar ? <WrongKeyFlash layout={layout} char={wrongChar} /> : null}
      </div>
      {given ? children : language === "mn" ? <LayoutVariantSelect value={variant} onChange={setVariant} /> : null}
    </div>
  );
}

function WrongKeyFlash({ layout, char }: { layout: KeyboardLayout; char: string }) {
  const stroke = strokeFor(layout, char);
  const geometry = geometryOf(layout);
  const placed = stroke ? geometry.byCode.get(stroke.key.code) : undefined;
  if (!placed) return null;
  return (
    <svg className="lesson-kb__flash" viewBox={`0 0 ${geometry.width} ${geometry.height}`} aria-hidden="true" data-testid="wrong-key">
      <rect x={placed.x} y={placed.y} width={placed.w} height={placed.h} rx={6} />
      <line x1={placed.x + 4} y1={placed.y + 4} x2={placed.x + placed.w - 4} y2={placed.y + placed.h - 4} />
    </svg>
  );
}
