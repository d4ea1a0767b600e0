import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { PRICING_FAQ } from '../content/plans';

/** The pricing page's questions, one open at a time. */
export function PricingFaq() {
  return (
    <Accordion type="single" collapsible className="mt-8">
      {PRICING_FAQ.map((item) => (
        <AccordionItem key={item.question} value={item.question}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent className="text-muted-foreground">{item.answer}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
