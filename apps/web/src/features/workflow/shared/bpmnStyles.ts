// bpmn-js's own styles (canvas, palette, BPMN icon font) and our instance markers, imported once by
// whatever draws a diagram.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import './bpmn.css';
