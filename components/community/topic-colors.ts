/** Topic colours of the spec → Tailwind classes (written out so Tailwind keeps them). */
export const TOPIC_COLORS: Record<string, { bg: string; soft: string; text: string; ring: string }> = {
  blue: {
    bg: "bg-blue-600",
    soft: "bg-blue-50 dark:bg-blue-950/40",
    text: "text-blue-700 dark:text-blue-300",
    ring: "border-blue-200 dark:border-blue-800",
  },
  green: {
    bg: "bg-green-600",
    soft: "bg-green-50 dark:bg-green-950/40",
    text: "text-green-700 dark:text-green-300",
    ring: "border-green-200 dark:border-green-800",
  },
  purple: {
    bg: "bg-purple-600",
    soft: "bg-purple-50 dark:bg-purple-950/40",
    text: "text-purple-700 dark:text-purple-300",
    ring: "border-purple-200 dark:border-purple-800",
  },
  pink: {
    bg: "bg-pink-600",
    soft: "bg-pink-50 dark:bg-pink-950/40",
    text: "text-pink-700 dark:text-pink-300",
    ring: "border-pink-200 dark:border-pink-800",
  },
  orange: {
    bg: "bg-orange-500",
    soft: "bg-orange-50 dark:bg-orange-950/40",
    text: "text-orange-700 dark:text-orange-300",
    ring: "border-orange-200 dark:border-orange-800",
  },
  indigo: {
    bg: "bg-indigo-600",
    soft: "bg-indigo-50 dark:bg-indigo-950/40",
    text: "text-indigo-700 dark:text-indigo-300",
    ring: "border-indigo-200 dark:border-indigo-800",
  },
};
export const topicColor = (color: string) => TOPIC_COLORS[color] ?? TOPIC_COLORS.blue!;
