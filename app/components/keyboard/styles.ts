// Routes that show the keyboard add this stylesheet to their `links`.
import keyboardStylesheet from "~/styles/keyboard.css?url";

export const keyboardLinks = () => [{ rel: "stylesheet", href: keyboardStylesheet }];
