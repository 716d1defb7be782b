// The three-step advice shown by the start lesson of each English group (typed out on screen, not
// typed by the learner). Steps are joined with a newline in lessons-en.json.
export const ADVICE_EN = {
  home: {
    title: "Posture and the home row",
    steps: [
      "Sit up straight with both feet flat on the floor and your shoulders relaxed. Keep the screen about an arm's length away, a little below your eyes.",
      "Rest the fingers of your left hand on a, s, d and f, and those of your right hand on j, k and l. Feel the small bumps on f and j with your index fingers, so you can find the home row without looking down.",
      "Press the space bar with a thumb. After every key, bring the finger back to its home key. Type slowly and without mistakes at first: speed comes by itself.",
    ],
  },
  reach: {
    title: "The index finger reach",
    steps: [
      "The g and h keys sit in the middle of the home row, between your two index fingers.",
      "Reach for g with your left index finger and for h with your right index finger. The other fingers stay where they are.",
      "After each reach, put the index finger back on its bump. This habit keeps your hands in the right place.",
    ],
  },
  top: {
    title: "Reaching the top row",
    steps: [
      "Reach the top row by stretching a finger up. Your palm does not move; only the finger does.",
      "Type e with the left middle finger, r with the left index finger, u with the right index finger and i with the right middle finger.",
      "Return to the home row as soon as the key is pressed. Try not to look at the keys: the keyboard picture on the screen shows which finger to use.",
    ],
  },
  accuracy: {
    title: "Accuracy first, then speed",
    steps: [
      "Fixing a mistake takes longer than the time you saved by rushing. Learn to type the right key first.",
      "Type t with the left index finger, o with the right ring finger and n with the right index finger, reaching down.",
      "When you make a mistake, do not panic: look at the next letter. Keep a steady pace and your speed will grow.",
    ],
  },
  rhythm: {
    title: "A steady rhythm",
    steps: [
      "Press every key with the same light touch and at the same pace. There is no need to hit the keys hard.",
      "Type c with the left middle finger, reaching down, m with the right index finger, and p with the right little finger, reaching up.",
      "Try to see whole words rather than single letters. Your speed will grow when you type a word as one movement.",
    ],
  },
  posture: {
    title: "Rest and posture",
    steps: [
      "Take a short break every twenty or thirty minutes. Shake your hands, stretch your fingers and look into the distance to rest your eyes.",
      "Type w with the left ring finger, y with the right index finger reaching up, and b with the left index finger reaching down.",
      "Do not rest your wrists on the desk while you type. Let your palms float just above the keyboard, with your fingers light on the keys.",
    ],
  },
  rare: {
    title: "Less common letters",
    steps: [
      "This group teaches two letters that are less common in English but still needed in many words.",
      "Type v with the left index finger, reaching down, and x with the left ring finger, reaching down.",
      "These reaches are long: move only the finger you need and return it to the home row at once.",
    ],
  },
  rarest: {
    title: "The rarest letters",
    steps: [
      "The letters q and z are the rarest in English, but a good typist knows them too.",
      "Type q with the left little finger, reaching up, and z with the left little finger, reaching down.",
      "The little finger is the weakest. Go slowly until the movement feels natural, then speed up.",
    ],
  },
  numbers: {
    title: "The number row",
    steps: [
      "The number row is the farthest from the home row. Reach for it with a long, calm stretch of one finger.",
      "Each finger types the digits straight above its home key: the left index finger types 4 and 5, the right index finger types 6 and 7.",
      "Return to the home row after every number. With practice you will type dates, prices and phone numbers without looking.",
    ],
  },
  capitals: {
    title: "Capital letters",
    steps: [
      "To type a capital letter, hold the Shift key with the little finger of one hand and press the letter with the other hand.",
      "For a letter typed by the left hand, use the right Shift key; for a letter typed by the right hand, use the left Shift key.",
      "Let go of the Shift key as soon as the capital is typed, or the next letter will be a capital too.",
    ],
  },
  punctuation: {
    title: "Punctuation and symbols",
    steps: [
      "Punctuation makes a text easy to read. The full stop and the comma are typed with the right ring and middle fingers.",
      "The question mark, the exclamation mark, the colon and the quotation marks need the Shift key. The symbols above the digits need it too.",
      "Put a space after a full stop, a comma or a colon, but never before it.",
    ],
  },
  texts: {
    title: "Typing full texts",
    steps: [
      "In this group you type whole texts that use every letter, digit and mark you have learned.",
      "Keep your eyes on the text, not on your hands. Read a word or two ahead of the one you are typing.",
      "Aim for a steady speed with few mistakes. If you tire, take a short break and come back.",
    ],
  },
};
