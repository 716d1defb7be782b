import type { scriptMn } from "../mn/script";

export const scriptEn: Record<keyof typeof scriptMn, string> = {
  "script.curriculum": "Mongolian script",
  "script.lead":
    "{n} lessons to learn ten-finger typing in the traditional Mongolian script on the Standard layout. The text runs top to bottom, lines left to right.",
  "script.beta": "Beta: not yet reviewed by a script teacher.",
  "script.source": "The words come from the test words published with Unicode's UTN #57.",
  "script.builtIn": "Use the site's keyboard",
  "script.builtInHint": "Turn this on if the computer has no Mongolian-script layout: the keys then type the Standard layout's letters.",
  "script.layout": "Keyboard layout",
  "script.layout.mong-standard": "Standard (Windows, GB/T 28038)",
  "script.layout.mong-mongolian": "Older Windows layout",
  "script.next": "Next character",
  "script.mark": "Invisible character {name}",
  "script.guardWant": "Your keyboard is typing Cyrillic or Latin letters. Switch it to the Mongolian script, or use the site's keyboard.",
  "script.useBuiltIn": "Use the site's keyboard",
  "script.howTitle": "Adding the Mongolian-script layout",
  "script.how.windows": "Windows: Settings → Time & language → Language & region → Mongolian → Add a keyboard → “Traditional Mongolian (Standard)”.",
  "script.how.macos": "macOS: System Settings → Keyboard → Input Sources → +. If there is no Mongolian-script layout, use the site's keyboard.",
  "script.how.linux": "Linux: in the keyboard settings add “Mongolian (Bichig)”, the xkb layout cn(mon_trad).",
  "script.how.chromeos": "ChromeOS: Settings → Keyboard and inputs → Add input methods.",
  "script.how.phone": "Phone: add the Mongolian script in your keyboard app's languages if it offers it; otherwise use the site's keyboard on a computer.",
  "script.helpLead":
    "To type the Mongolian-script lessons you need a Mongolian-script layout on the computer, or the site's keyboard. Windows has two: “Traditional Mongolian (Standard)” (the lessons use it) and the older “Mongolian (Mongolian Script)”.",
  "script.helpBuiltIn":
    "If you cannot install a layout, turn on “Use the site's keyboard” under the lesson. Each key then types the Standard layout's letter, even on a computer with only Cyrillic and English layouts.",
  "script.helpMarks": "Invisible characters such as MVS, FVS1–3 and NNBSP are framed in the text and named in the “Next character” line.",
} as const;
