/** Topic colours of the spec → Tailwind classes (written out so Tailwind keeps them). */
export const TOPIC_COLORS: Record<string, { bg: string; soft: string; text: string; ring: string }> = {
  blue: { bg: "bg-blue-600", soft: "bg-blue-50", text: "text-blue-700", ring: "border-blue-200" },
  green: { bg: "bg-green-600", soft: "bg-green-50", text: "text-green-700", ring: "border-green-200" },
  purple: { bg: "bg-purple-600", soft: "bg-purple-50", text: "text-purple-700", ring: "border-purple-200" },
  pink: { bg: "bg-pink-600", soft: "bg-pink-50", text: "text-pink-700", ring: "border-pink-200" },
  orange: { bg: "bg-orange-500", soft: "bg-orange-50", text: "text-orange-700", ring: "border-orange-200" },
  indigo: { bg: "bg-indigo-600", soft: "bg-indigo-50", text: "text-indigo-700", ring: "border-indigo-200" },
};
export const topicColor = (color: string) => TOPIC_COLORS[color] ?? TOPIC_COLORS.blue!;
