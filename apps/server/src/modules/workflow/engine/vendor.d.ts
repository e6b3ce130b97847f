// bpmn-moddle ships no types; this is the one call the engine layer makes.
declare module 'bpmn-moddle' {
  export default class BpmnModdle {
    fromXML(xml: string): Promise<{
      rootElement: import('./diagram.js').ModdleElement;
      warnings: { message: string }[];
    }>;
  }
}
