// The demo process `npm start` deploys: a check, an exclusive gateway on the crew size, an approval,
// a non-interrupting one-hour reminder and a gas-alarm signal (the same diagram as the tests' fixture).
export const DEMO_APPROVAL_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="Definitions_approval" targetNamespace="https://siteguard.hk/bpmn">
  <bpmn:process id="demoWorkApproval" name="Work approval (demo)" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="申請">
      <bpmn:outgoing>Flow_1</bpmn:outgoing>
    </bpmn:startEvent>
    <bpmn:sequenceFlow id="Flow_1" sourceRef="StartEvent_1" targetRef="check" />
    <bpmn:userTask id="check" name="安全檢查">
      <bpmn:incoming>Flow_1</bpmn:incoming>
      <bpmn:outgoing>Flow_2</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:boundaryEvent id="remind" name="1 小時提醒" cancelActivity="false" attachedToRef="check">
      <bpmn:outgoing>Flow_r</bpmn:outgoing>
      <bpmn:timerEventDefinition id="TimerDef_1">
        <bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H</bpmn:timeDuration>
      </bpmn:timerEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="Flow_r" sourceRef="remind" targetRef="escalate" />
    <bpmn:serviceTask id="escalate" name="升級提醒">
      <bpmn:incoming>Flow_r</bpmn:incoming>
      <bpmn:outgoing>Flow_re</bpmn:outgoing>
    </bpmn:serviceTask>
    <bpmn:sequenceFlow id="Flow_re" sourceRef="escalate" targetRef="remindEnd" />
    <bpmn:endEvent id="remindEnd">
      <bpmn:incoming>Flow_re</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:boundaryEvent id="gas" name="氣體警報" attachedToRef="check">
      <bpmn:outgoing>Flow_g</bpmn:outgoing>
      <bpmn:signalEventDefinition id="SignalDef_1" signalRef="Signal_gas" />
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="Flow_g" sourceRef="gas" targetRef="suspendedEnd" />
    <bpmn:endEvent id="suspendedEnd" name="因氣體警報停止">
      <bpmn:incoming>Flow_g</bpmn:incoming>
    </bpmn:endEvent>
    <bpmn:sequenceFlow id="Flow_2" sourceRef="check" targetRef="big" />
    <bpmn:exclusiveGateway id="big" name="工人超過 10 人？" default="Flow_small">
      <bpmn:incoming>Flow_2</bpmn:incoming>
      <bpmn:outgoing>Flow_big</bpmn:outgoing>
      <bpmn:outgoing>Flow_small</bpmn:outgoing>
    </bpmn:exclusiveGateway>
    <bpmn:sequenceFlow id="Flow_big" name="是" sourceRef="big" targetRef="approve">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">=workers &gt; 10</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="Flow_small" name="否" sourceRef="big" targetRef="approveSite" />
    <bpmn:userTask id="approve" name="授權人批准">
      <bpmn:incoming>Flow_big</bpmn:incoming>
      <bpmn:outgoing>Flow_3</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:userTask id="approveSite" name="地盤經理批准">
      <bpmn:incoming>Flow_small</bpmn:incoming>
      <bpmn:outgoing>Flow_4</bpmn:outgoing>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="Flow_3" sourceRef="approve" targetRef="EndEvent_1" />
    <bpmn:sequenceFlow id="Flow_4" sourceRef="approveSite" targetRef="EndEvent_1" />
    <bpmn:endEvent id="EndEvent_1" name="已批准">
      <bpmn:incoming>Flow_3</bpmn:incoming>
      <bpmn:incoming>Flow_4</bpmn:incoming>
    </bpmn:endEvent>
  </bpmn:process>
  <bpmn:signal id="Signal_gas" name="gasAlarm" />
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="demoWorkApproval">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1"><dc:Bounds x="152" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="check_di" bpmnElement="check"><dc:Bounds x="240" y="160" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="big_di" bpmnElement="big" isMarkerVisible="true"><dc:Bounds x="395" y="175" width="50" height="50" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approve_di" bpmnElement="approve"><dc:Bounds x="500" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="approveSite_di" bpmnElement="approveSite"><dc:Bounds x="500" y="240" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="EndEvent_1_di" bpmnElement="EndEvent_1"><dc:Bounds x="662" y="182" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="escalate_di" bpmnElement="escalate"><dc:Bounds x="240" y="330" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="remindEnd_di" bpmnElement="remindEnd"><dc:Bounds x="392" y="352" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="suspendedEnd_di" bpmnElement="suspendedEnd"><dc:Bounds x="322" y="52" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="remind_di" bpmnElement="remind"><dc:Bounds x="272" y="222" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="gas_di" bpmnElement="gas"><dc:Bounds x="272" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="Flow_1_di" bpmnElement="Flow_1"><di:waypoint x="188" y="200" /><di:waypoint x="240" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_2_di" bpmnElement="Flow_2"><di:waypoint x="340" y="200" /><di:waypoint x="395" y="200" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_big_di" bpmnElement="Flow_big"><di:waypoint x="420" y="175" /><di:waypoint x="420" y="120" /><di:waypoint x="500" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_small_di" bpmnElement="Flow_small"><di:waypoint x="420" y="225" /><di:waypoint x="420" y="280" /><di:waypoint x="500" y="280" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_3_di" bpmnElement="Flow_3"><di:waypoint x="600" y="120" /><di:waypoint x="680" y="120" /><di:waypoint x="680" y="182" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_4_di" bpmnElement="Flow_4"><di:waypoint x="600" y="280" /><di:waypoint x="680" y="280" /><di:waypoint x="680" y="218" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_r_di" bpmnElement="Flow_r"><di:waypoint x="290" y="258" /><di:waypoint x="290" y="330" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_re_di" bpmnElement="Flow_re"><di:waypoint x="340" y="370" /><di:waypoint x="392" y="370" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="Flow_g_di" bpmnElement="Flow_g"><di:waypoint x="290" y="142" /><di:waypoint x="290" y="70" /><di:waypoint x="322" y="70" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
